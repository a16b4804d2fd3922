import { serveStatic } from '@hono/node-server/serve-static';
import vike from '@vikejs/hono';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { siteKey, sitemapKey, surrogateHeaders } from '../cache/surrogateKeys';
import { contentRuntime } from '../cms';
import { isApiPath } from '../i18n/paths';
import { PLAYER_STATE_PATH } from '../player/paths';
import { playerStateRoute } from '../player/playerStateRoute';
import {
  PREVIEW_DISABLE_PATH,
  PREVIEW_ENABLE_PATH,
  PREVIEW_EVENTS_PATH,
  previewDisableRoute,
  previewEnableRoute,
  previewEventsStream,
  previewResponses,
} from '../preview';
import { LOADER_PATH } from '../render/hydrateAfterPaint';
import { SEARCH_API_PATH, searchApi } from '../search/search-api';
import { siteForHost } from '../sites/hosts';
import { apiFallback } from './apiFallback';
import { bodyLimit } from './bodyLimit';
import { buildFiles } from './builds';
import { pageCacheHits } from './cacheHit';
import { cachePolicy } from './cachePolicy';
import { canonicalRedirect } from './canonicalUrl';
import { catalogueHostCheck, onCatalogueHost } from './catalogueHost';
import { hostConfig, requestDeps } from './context';
import { crawlerErrors } from './crawlers';
import { embeddedImages } from './embeddedImages';
import { FAVICON_PATH, faviconSvg } from './favicon';
import { hydrationAfterPaint, hydrationLoader } from './hydrationLoader';
import { addIcsRoutes } from './icsRoutes';
import { LOCALE_SWITCH_PATH, localeRootRedirect, localeSwitchRoute } from './localeSwitch';
import { pageCache, pageCacheMiddleware } from './pageCache';
import { renderFacts } from './renderFacts';
import { requestGuard } from './requestGuard';
import { securityHeaders } from './security';
import { buildRobots, buildSitemap } from './sitemap';
import { publishWebhook, WEBHOOK_PATH } from './webhook';

/** Hashed build assets: cached for a year, immutable. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Where the embedded source serves file assets (fixtures/content/src/audio.ts writes its playback URLs so). */
const EMBEDDED_FILES_PATH = '/files/embedded/stage/';
/** Content media and the catalogue: a day, then revalidate. */
const DAILY = 'public, max-age=86400';

/**
 * The HTTP application: health, static files (build assets, content media, the built catalogue)
 * and every other GET through Vike. The Host header selects a site later; it is never echoed here.
 */
/** Sets a static file's Cache-Control once it has been found. */
function cacheFor(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // 206: a byte range of a file (the audio a player seeks in) is cached like the whole file.
    if (c.res.status === 200 || c.res.status === 206 || c.res.status === 304) c.res.headers.set('Cache-Control', value);
  };
}

export function createApp(options: { renderPages?: (app: Hono) => void } = {}): Hono {
  const { renderPages = vike } = options;
  const app = new Hono();
  const { config } = contentRuntime();

  const https = Object.values(hostConfig().origins).every((o) => o.startsWith('https:'));
  // One page cache middleware for pages, sitemap and robots: one flight of renders per URL.
  const cached = pageCacheMiddleware(pageCache, async (request) => app.fetch(request), {
    bypassToken: process.env.PAGE_CACHE_BYPASS_TOKEN || undefined,
  });
  const servesCatalogue = catalogueHostCheck(hostConfig());
  // A fresh page-cache hit is answered before the app, as the chain below answered it before (recorded here first).
  const hits = pageCacheHits(pageCache, { bypassToken: process.env.PAGE_CACHE_BYPASS_TOKEN || undefined });
  app.use('*', hits.record);
  app.use('*', previewResponses());
  app.use('*', securityHeaders({ https, servesCatalogue }));
  app.use('*', requestGuard({ ownMethods: isApiPath }));
  app.use('*', bodyLimit());
  app.use('*', compress());
  // Not on the preview's event stream: an ETag is a digest of the whole body, which a stream never finishes.
  const tagged = etag();
  app.use('*', (c, next) => (c.req.path === PREVIEW_EVENTS_PATH ? next() : tagged(c, next)));
  app.use('*', cachePolicy());
  app.use('*', crawlerErrors());

  app.get('/healthz', (c) => c.text('ok'));
  app.get(SEARCH_API_PATH, searchApi);
  app.get(PLAYER_STATE_PATH, playerStateRoute({ https }));
  app.get(PREVIEW_ENABLE_PATH, previewEnableRoute({ https }));
  app.get(PREVIEW_DISABLE_PATH, previewDisableRoute({ https }));
  // Never through the page cache (registered before it) nor compressed (compress() leaves event streams alone).
  app.get(PREVIEW_EVENTS_PATH, previewEventsStream());
  app.get(LOCALE_SWITCH_PATH, localeSwitchRoute({ https }));
  addIcsRoutes(app, requestDeps);
  app.post(WEBHOOK_PATH, publishWebhook({ secret: process.env.SANITY_WEBHOOK_SECRET, cache: pageCache }));

  app.get(FAVICON_PATH, (c) => {
    const site = siteForHost(c.req.header('host'), hostConfig());
    return c.body(faviconSvg(site), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
  });
  app.get('/favicon.ico', (c) => c.redirect(FAVICON_PATH, 301));
  app.get('/robots.txt', cached, (c) => {
    const site = siteForHost(c.req.header('host'), hostConfig());
    return c.text(buildRobots(site, hostConfig()), 200, {
      'Cache-Control': 'public, max-age=3600',
      ...surrogateHeaders([siteKey(site)]),
    });
  });
  app.get('/sitemap.xml', cached, async (c) => {
    const site = siteForHost(c.req.header('host'), hostConfig());
    const xml = await buildSitemap(site, contentRuntime().source, hostConfig());
    return c.body(xml, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, s-maxage=3600',
      ...surrogateHeaders([siteKey(site), sitemapKey(site)]),
    });
  });

  // One URL per page: `//x`, `/x/`, `/X`, `/da/x`, `/se/x` answer 301 to the canonical path (relative Location).
  app.use('*', canonicalRedirect());
  // Any other /api/ path: a JSON 404 (or 405), never a page.
  app.all('/api/*', apiFallback(app.routes));

  app.get(LOADER_PATH, hydrationLoader);
  app.use('/assets/*', cacheFor(IMMUTABLE), serveStatic({ root: 'dist/client' }));
  app.use('/builds/*', ...buildFiles());

  if (config.kind === 'embedded') {
    const mediaDir = config.mediaDir;
    app.get('/images/embedded/stage/*', cacheFor(DAILY), embeddedImages(mediaDir));
    // File assets (the podcast recordings), as Sanity serves them under /files/{project}/{dataset}/; with byte
    // ranges, so a player can seek.
    app.use(
      `${EMBEDDED_FILES_PATH}*`,
      cacheFor(DAILY),
      serveStatic({ root: mediaDir, rewriteRequestPath: (path) => path.slice(EMBEDDED_FILES_PATH.length - 1) }),
    );
  }

  // The catalogue only on the main site's host (or CATALOGUE_HOST); elsewhere the normal 404.
  app.get(
    '/catalogue',
    onCatalogueHost(servesCatalogue, async (c) => c.redirect('/catalogue/', 301)),
  );
  app.use(
    '/catalogue/*',
    onCatalogueHost(servesCatalogue, cacheFor(DAILY)),
    onCatalogueHost(
      servesCatalogue,
      serveStatic({ root: 'catalogue/build', rewriteRequestPath: (path) => path.replace(/^\/catalogue/, '') }),
    ),
  );

  // A visitor who chose another language than Danish: the bare root `/` goes to their locale's root.
  app.use('*', localeRootRedirect());
  app.use('*', cached);
  // Inside the cache: what each render shows (surrogate keys), whether it is degraded, its true status.
  app.use('*', renderFacts());
  app.use('*', hydrationAfterPaint());
  renderPages(app);

  const chain = app.fetch;
  app.fetch = (request, ...rest) => hits.answer(request) ?? chain(request, ...rest);
  return app;
}
