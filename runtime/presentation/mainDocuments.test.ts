import { match } from 'path-to-regexp';
import { beforeAll, describe, expect, it } from 'vitest';
import { draftOnlyPage } from '@tests/support/draftOnlyPage';
import { isPageType } from '../cms/pages/pageTypes';
import { previewDraftsView, publishedView, readNdjson, type StoredDocument } from '../cms/source/dataset';
import { createEmbeddedSourceFromDocuments, evaluateGroq } from '../cms/source/embedded-source';
import { loadPage } from '../loader/page-loader';
import { buildSitemap } from '../server/sitemap';
import { hostConfigFromEnv } from '../sites/hosts';
import { siteIds } from '../sites/registry';
import { locationsState } from './locations';
import { mainDocuments } from './mainDocuments';
import type { DocumentResolver, DocumentResolverContext } from './sanityTypes';

const hosts = hostConfigFromEnv({ SITE_ORIGINS: 'production' });
const resolvers = mainDocuments(hosts);
const all = readNdjson('fixtures/content/dataset.ndjson');
const published = publishedView(all);
const clock = () => new Date('2026-06-15T10:00:00Z');

/**
 * What the Presentation tool does with a preview URL (sanity/presentation's useMainDocument): the first resolver
 * whose route matches, an absolute route only on its own origin, matched with path-to-regexp's `match`; then
 * `*[${filter}][0]{_id, _type}` with the resolved params, in the Studio's perspective.
 */
function routeContext(resolver: DocumentResolver, url: URL): DocumentResolverContext | undefined {
  for (const route of [resolver.route].flat()) {
    let origin: string | undefined;
    let pattern = route;
    try {
      const absolute = new URL(route);
      origin = absolute.origin;
      pattern = absolute.pathname;
    } catch {
      // a path pattern
    }
    if (origin && url.origin !== origin) continue;
    const result = match<Record<string, string>>(pattern, { decode: decodeURIComponent })(url.pathname);
    if (result) return { origin, params: result.params, path: result.path };
  }
  return undefined;
}

async function mainDocument(href: string, documents: StoredDocument[] = published) {
  const url = new URL(href);
  for (const resolver of resolvers) {
    const context = routeContext(resolver, url);
    if (!context) continue;
    const resolved = resolver.resolve(context);
    if (!resolved) return undefined;
    const query = `*[${resolved.filter}][0]{_id, _type}`;
    return (await evaluateGroq<{ _id: string; _type: string } | null>(documents, query, resolved.params ?? {})) ?? null;
  }
  return undefined;
}

const idOf = async (href: string, documents?: StoredDocument[]) => (await mainDocument(href, documents))?._id;

describe('each URL maps to the document the runtime renders there', () => {
  const source = createEmbeddedSourceFromDocuments(all);
  const sitemapUrls: string[] = [];
  beforeAll(async () => {
    for (const site of siteIds) {
      const xml = await buildSitemap(site, source, hosts);
      for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) sitemapUrls.push(loc as string);
    }
  });

  /** The document the page loader renders at a URL: its page, the 404 page, or none (a redirect). */
  async function rendered(href: string): Promise<string | undefined> {
    const url = new URL(href);
    const site = siteIds.find((id) => hosts.origins[id] === url.origin);
    const outcome = await loadPage({ site, path: url.pathname }, { source, hosts, clock });
    if (outcome.kind === 'page') return outcome.page._id;
    return outcome.kind === 'notFound' ? outcome.notFound?._id : undefined;
  }

  it("every sitemap URL resolves, through its site's route, to the page the page loader renders there", async () => {
    expect(sitemapUrls.length).toBeGreaterThan(300);
    for (const href of sitemapUrls) expect(await idOf(href), href).toBe(await rendered(href));
  }, 60_000);

  it('every published page, noindex ones too, is the main document of its own URL unless a redirect leaves it', async () => {
    const pages = published.filter((doc) => isPageType(doc._type));
    const elsewhere: string[] = [];
    for (const page of pages) {
      const slug = (page.slug as { current?: string } | undefined)?.current;
      const href = locationsState({ ...page, slug }, hosts)?.locations?.[0]?.href;
      if (!href) continue;
      const id = await idOf(href);
      expect(id, href).toBe(await rendered(href));
      if (id !== page._id) elsewhere.push(page._id);
    }
    expect(pages.length).toBeGreaterThan(300);
    // The internal site's root path has a root redirect (redirect-dwarf-root).
    expect(elsewhere).toEqual(['frontPage-dwarf-da']);
  }, 60_000);

  it('an empty slug, or one equal to the locale, is the front page of the locale; `se` is Swedish', async () => {
    expect(await idOf('https://natmus.dk/')).toBe('frontPage-natmus-da');
    expect(await idOf('https://natmus.dk/en')).toBe('frontPage-natmus-en');
    expect(await idOf('https://natmus.dk/en/en/')).toBe('frontPage-natmus-en');
    expect(await idOf('https://natmus.dk/se')).toBe('frontPage-natmus-sv');
    expect(await idOf('https://kronborg.dk/de')).toBe('frontPage-kronborg-de');
  });

  it("a slug is looked up on the URL's own site and in its locale", async () => {
    expect(await idOf('https://frilandsmuseet.dk/kalender')).toBe('calendar-frilandsmuseet-kalender-da');
    expect(await idOf('https://samling.natmus.dk/samlinger/etnografisk-samling')).toBe(
      'collection-samling-etnografisk-samling-da',
    );
    expect(await idOf('https://natmus.dk/samlinger/etnografisk-samling')).not.toBe(
      'collection-samling-etnografisk-samling-da',
    );
  });

  it("a path with no page is the site's 404 page in the path's locale", async () => {
    expect(await idOf('https://natmus.dk/findes-ikke')).toBe('notFoundPage-natmus-da');
    expect(await idOf('https://natmus.dk/en/404')).toBe('notFoundPage-natmus-en');
    expect(await idOf('https://trelleborg.dk/sv/finns-inte')).toBe('notFoundPage-trelleborg-sv');
  });

  it('a path a redirect leaves has no main document (the preview follows the redirect)', async () => {
    expect(await idOf('https://bevaring.natmus.dk/gammel-side')).toBeUndefined();
    expect(await mainDocument('https://bevaring.natmus.dk/gammel-side')).toBeNull();
  });

  it('paths that are not content pages (API, assets, search, /fejl, /mocks) resolve to nothing', async () => {
    for (const path of [
      '/api/preview/enable',
      '/assets/app.js',
      '/sitemap.xml',
      '/soeg',
      '/en/soeg',
      '/fejl',
      '/mocks/tickets',
    ]) {
      expect(await mainDocument(`https://natmus.dk${path}`), path).toBeUndefined();
    }
  });

  it("a URL on an origin that is no site's matches no route", async () => {
    expect(await mainDocument('https://example.com/besoeg-museet')).toBeUndefined();
  });

  it('each site has one route, its origin', () => {
    expect(resolvers.map((resolver) => resolver.route)).toEqual(siteIds.map((site) => `${hosts.origins[site]}/:path*`));
  });
});

describe('drafts', () => {
  it('a page that exists only as a draft is the main document of its URL in the drafts perspective only', async () => {
    const withDraft = [...all, draftOnlyPage];
    expect(await idOf('https://natmus.dk/ny-side', previewDraftsView(withDraft))).toBe('landingPage-natmus-ny-side-da');
    expect(await idOf('https://natmus.dk/ny-side', publishedView(withDraft))).toBe('notFoundPage-natmus-da');
  });

  it("a draft that changes a page's slug is found at the new slug in the drafts perspective", async () => {
    const moved = { ...(published.find((doc) => doc._id === 'landingPage-natmus-visit-da') as StoredDocument) };
    const draft = { ...moved, _id: `drafts.${moved._id}`, slug: { _type: 'slug', current: 'besoeg-os' } };
    const withDraft = [...all.filter((doc) => doc._id !== draft._id), draft];
    expect(await idOf('https://natmus.dk/besoeg-os', previewDraftsView(withDraft))).toBe('landingPage-natmus-visit-da');
    expect(await idOf('https://natmus.dk/besoeg-museet', previewDraftsView(withDraft))).toBe('notFoundPage-natmus-da');
  });
});
