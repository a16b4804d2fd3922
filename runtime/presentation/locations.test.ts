import { firstValueFrom, from } from 'rxjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { isLocale } from '@design-system/i18n/locales';
import { draftOnlyPage } from '@tests/support/draftOnlyPage';
import { documentPath, isPageType, slugTypesFor } from '../cms/pages/pageTypes';
import { previewDraftsView, publishedView, readNdjson, type StoredDocument } from '../cms/source/dataset';
import { createEmbeddedSourceFromDocuments, evaluateGroq } from '../cms/source/embedded-source';
import { buildSitemap } from '../server/sitemap';
import { hostConfigFromEnv } from '../sites/hosts';
import { isSiteId, siteIds } from '../sites/registry';
import { absoluteUrl } from '../sites/urls';
import {
  documentLocations,
  hasLocations,
  LOCATIONS_QUERY,
  locationsQueryParams,
  locationsState,
  PAGES_LISTED,
} from './locations';
import type { DocumentLocationsState, LocationsDocumentStore } from './sanityTypes';

const hosts = hostConfigFromEnv({ SITE_ORIGINS: 'production' });
const all = readNdjson('fixtures/content/dataset.ndjson');
const published = publishedView(all);
const drafts = previewDraftsView(all);

async function locationsIn(documents: StoredDocument[], id: string): Promise<DocumentLocationsState | null> {
  return locationsState(await evaluateGroq(documents, LOCATIONS_QUERY, locationsQueryParams(id)), hosts);
}

const hrefs = (state: DocumentLocationsState | null) => state?.locations?.map((location) => location.href) ?? [];
const slugOf = (doc: StoredDocument) => (doc.slug as { current?: string } | undefined)?.current;

/** The page URL the runtime's own path rule gives a page document, where its site has its type. */
function ownUrl(doc: StoredDocument): string | null {
  const { site, locale } = doc;
  if (!isSiteId(site) || !isLocale(locale) || !isPageType(doc._type)) return null;
  if (doc._type !== 'frontPage' && !slugTypesFor(site).includes(doc._type)) return null;
  const path = documentPath(doc._type, locale, slugOf(doc));
  return path ? absoluteUrl(site, path, hosts) : null;
}

/** The published pages whose fields hold a reference to an id. */
function pagesReferencing(id: string): StoredDocument[] {
  return published.filter((doc) => isPageType(doc._type) && JSON.stringify(doc).includes(`"_ref":"${id}"`));
}

describe('a page document is located at its own URL', () => {
  const pages = published.filter((doc) => isPageType(doc._type));
  const states = new Map<string, DocumentLocationsState | null>();
  // Some 360 queries with references() over the whole dataset: a few seconds, more on a busy machine.
  beforeAll(async () => {
    for (const page of pages) states.set(page._id, await locationsIn(published, page._id));
  }, 60_000);

  it('every published page lists first its URL by the sitemap path rule, on its site origin and in its locale', () => {
    expect(pages.length).toBeGreaterThan(300);
    for (const page of pages) {
      const url = ownUrl(page);
      if (url) expect(hrefs(states.get(page._id) ?? null)[0], page._id).toBe(url);
    }
  });

  it("every URL of every site's sitemap is the first location of the page it lists", async () => {
    const firsts = new Set([...states.values()].map((state) => hrefs(state)[0]));
    const source = createEmbeddedSourceFromDocuments(all);
    let count = 0;
    for (const site of siteIds) {
      const xml = await buildSitemap(site, source, hosts);
      for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
        count += 1;
        expect(firsts.has(loc as string), loc).toBe(true);
      }
    }
    expect(count).toBeGreaterThan(300);
  });

  it('then lists the pages that reference it (a landing page linked from front pages and other pages)', () => {
    const page = pages.find((doc) => pagesReferencing(doc._id).length >= 2) as StoredDocument;
    const expected = pagesReferencing(page._id)
      .map(ownUrl)
      .filter((url) => url !== null);
    expect(hrefs(states.get(page._id) ?? null)).toEqual(expect.arrayContaining(expected));
  });

  it('a page of a type its site does not have has no URL there', () => {
    const state = locationsState(
      { _id: 'p', _type: 'project', site: 'natmus', locale: 'da', slug: 'projekter/x', title: 'X' },
      hosts,
    );
    expect(state).toEqual({ locations: [] });
  });

  it('a page without a title is listed under its path', () => {
    const state = locationsState(
      { _id: 'p', _type: 'landingPage', site: 'natmus', locale: 'en', slug: 'visit' },
      hosts,
    );
    expect(state?.locations).toEqual([{ title: '/en/visit', href: 'https://natmus.dk/en/visit' }]);
  });
});

describe('documents shown on other pages are located on those pages', () => {
  it('an event is located on the pages that reference it and on the calendar of its site and locale', async () => {
    const state = await locationsIn(published, 'event-frilandsmuseet-jul-paa-frilandsmuseet-da');
    expect(hrefs(state)).toEqual(
      expect.arrayContaining([
        'https://frilandsmuseet.dk/kalender',
        'https://frilandsmuseet.dk/begivenhed/jul-paa-frilandsmuseet',
      ]),
    );
    expect(state?.locations?.find((l) => l.href === 'https://frilandsmuseet.dk/kalender')?.title).toBe('Kalender');
  });

  it('an event kept out of the calendar is not located on the calendar', async () => {
    const state = await locationsIn(published, 'event-natmus-personalefest-da');
    expect(hrefs(state).some((href) => href.endsWith('/kalender'))).toBe(false);
  });

  it('a contact person is located on every page that references it', async () => {
    for (const id of ['contactPerson-jonas-frederiksen', 'contactPerson-mette-lund']) {
      const expected = pagesReferencing(id)
        .map(ownUrl)
        .filter((url) => url !== null);
      expect(expected.length, id).toBeGreaterThan(0);
      expect(hrefs(await locationsIn(published, id)).sort(), id).toEqual(expected.sort());
    }
  });

  it('navigation and site settings are shown on every page of their site and locale: a caution and the front page', async () => {
    for (const id of ['navigation-natmus-en', 'siteConfig-natmus-en']) {
      const state = await locationsIn(published, id);
      expect(state?.tone, id).toBe('caution');
      expect(state?.message, id).toBe('Shown on every page of Nationalmuseet (en).');
      expect(hrefs(state)[0], id).toBe('https://natmus.dk/en');
    }
  });

  it("opening hours are shown on every page of their site in every language: the site's front pages, Danish first", async () => {
    const state = await locationsIn(published, 'openingHours-kronborg');
    expect(state?.tone).toBe('caution');
    expect(state?.message).toBe('Shown on every page of Kronborg Slot, in every language.');
    expect(hrefs(state).slice(0, 4)).toEqual([
      'https://kronborg.dk/',
      'https://kronborg.dk/en',
      'https://kronborg.dk/de',
      'https://kronborg.dk/sv',
    ]);
  });

  it('a 404 page is located at /{locale}/404 on its site', async () => {
    expect(hrefs(await locationsIn(published, 'notFoundPage-natmus-de'))).toEqual(['https://natmus.dk/de/404']);
  });

  it('a redirect is located at its from-path on its site', async () => {
    const state = await locationsIn(published, 'redirect-bevaring-gammel-side');
    expect(state?.locations).toEqual([
      { title: '/gammel-side (redirect)', href: 'https://bevaring.natmus.dk/gammel-side' },
    ]);
  });

  it('a long list of referencing pages is cut, and the message says how many there are', () => {
    const page = (n: number) => ({ _id: `p${n}`, _type: 'landingPage', site: 'natmus', locale: 'da', slug: `p${n}` });
    const pages = Array.from({ length: PAGES_LISTED }, (_, n) => page(n));
    const state = locationsState({ _id: 'c', _type: 'contactPerson', pages, pageCount: 25 }, hosts);
    expect(state?.locations).toHaveLength(PAGES_LISTED);
    expect(state?.message).toBe(`Linked from 25 pages; the first ${PAGES_LISTED} are listed.`);
  });
});

describe('drafts', () => {
  it("in the drafts perspective a draft's location carries the draft's title", async () => {
    const state = await locationsIn(drafts, 'landingPage-natmus-visit-da');
    expect(state?.locations?.[0]).toEqual({
      title: 'Besøg museet – nye sommeråbningstider (kladde)',
      href: 'https://natmus.dk/besoeg-museet',
    });
  });

  it('a page that exists only as a draft has its URL in the drafts perspective and no locations when published', async () => {
    const withDraft = [...all, draftOnlyPage];
    expect(hrefs(await locationsIn(previewDraftsView(withDraft), draftOnlyPage._id))).toEqual([
      'https://natmus.dk/ny-side',
    ]);
    expect(await locationsIn(publishedView(withDraft), draftOnlyPage._id)).toBeNull();
  });
});

describe('the resolver given to the Presentation tool', () => {
  /** A Studio document store over the embedded dataset: fetches the query once, in the view of the perspective. */
  const storeOver = (documents: StoredDocument[]) => {
    const listenQuery = vi.fn<LocationsDocumentStore['listenQuery']>((query, params) =>
      from(evaluateGroq(documents, query.fetch, params as Parameters<typeof evaluateGroq>[2])),
    );
    return { listenQuery };
  };

  it("reads the document's locations in the Studio's perspective and watches its draft and release versions", async () => {
    const documentStore = storeOver(drafts);
    const resolve = documentLocations(hosts);
    const result = resolve(
      {
        id: 'drafts.landingPage-natmus-visit-da',
        type: 'landingPage',
        version: undefined,
        perspectiveStack: ['r1', 'drafts'],
      },
      { documentStore },
    );
    const state = await firstValueFrom(result as Exclude<typeof result, DocumentLocationsState | null | undefined>);
    expect(state).toEqual(await locationsIn(drafts, 'landingPage-natmus-visit-da'));
    const [query, params, options] = documentStore.listenQuery.mock.calls[0] ?? [];
    expect(query).toEqual({ fetch: LOCATIONS_QUERY, listen: '*[_id in $watched]' });
    expect(params).toMatchObject({
      id: 'landingPage-natmus-visit-da',
      watched: [
        'landingPage-natmus-visit-da',
        'versions.r1.landingPage-natmus-visit-da',
        'drafts.landingPage-natmus-visit-da',
      ],
    });
    expect(options).toMatchObject({ perspective: ['r1', 'drafts'] });
  });

  it('unknown types resolve to nothing, without a query', () => {
    const documentStore = storeOver(published);
    const resolve = documentLocations(hosts);
    for (const type of ['sanity.imageAsset', 'translation.metadata', 'someNewType']) {
      expect(hasLocations(type)).toBe(false);
      expect(resolve({ id: 'x', type, version: undefined, perspectiveStack: [] }, { documentStore })).toBeNull();
    }
    expect(documentStore.listenQuery).not.toHaveBeenCalled();
  });

  it('no document (deleted, or a draft in the published perspective) resolves to nothing', () => {
    expect(locationsState(null, hosts)).toBeNull();
  });
});
