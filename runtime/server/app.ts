import { serveStatic } from '@hono/node-server/serve-static';
import vike from '@vikejs/hono';
import { Hono } from 'hono';
import { contentRuntime } from '../cms';

/** Hashed build assets: cached for a year, immutable. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Content media and the catalogue: a day, then revalidate. */
const DAILY = 'public, max-age=86400';

/**
 * The HTTP application: health, static files (build assets, content media, the built catalogue)
 * and every other GET through Vike. The Host header selects a site later; it is never echoed here.
 */
export function createApp(): Hono {
  const app = new Hono();
  const { config } = contentRuntime();

  app.get('/healthz', (c) => c.text('ok'));

  // Trailing slashes: one canonical URL per page, with a relative Location.
  app.use('*', async (c, next) => {
    const path = c.req.path;
    if (path.length > 1 && path.endsWith('/') && !path.startsWith('/catalogue/')) {
      const query = new URL(c.req.url).search;
      return c.redirect(`${path.replace(/\/+$/, '') || '/'}${query}`, 301);
    }
    return next();
  });

  app.use(
    '/assets/*',
    serveStatic({ root: 'dist/client', onFound: (_path, c) => c.header('Cache-Control', IMMUTABLE) }),
  );

  if (config.kind === 'embedded') {
    const mediaDir = config.mediaDir;
    app.use(
      '/images/embedded/stage/*',
      serveStatic({
        root: mediaDir,
        rewriteRequestPath: (path) => path.replace(/^\/images\/embedded\/stage/, ''),
        onFound: (_path, c) => c.header('Cache-Control', DAILY),
      }),
    );
  }

  app.get('/catalogue', (c) => c.redirect('/catalogue/', 301));
  app.use(
    '/catalogue/*',
    serveStatic({
      root: 'catalogue/build',
      rewriteRequestPath: (path) => path.replace(/^\/catalogue/, ''),
      onFound: (_path, c) => c.header('Cache-Control', DAILY),
    }),
  );

  vike(app);
  return app;
}
