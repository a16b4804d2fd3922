import { describe, expect, it, vi } from 'vitest';
import { readStaticData } from '@design-system/primitives/StaticIsland/staticData';
import { withRenderNotes } from '../cache/renderNotes';
import { contentConfigFromEnv } from '../cms/source/config';
import { readNdjson } from '../cms/source/dataset';
import { createEmbeddedSourceFromDocuments } from '../cms/source/embedded-source';
import { hostConfigFromEnv } from '../sites/hosts';
import type { SearchBackend } from './backend';
import { createOramaBackend } from './orama-backend';
import { loadSearchPage, type SearchPageData } from './search-page';

/** The results a search page's static part shows. */
const resultsOf = (data: SearchPageData) =>
  data.search.response ? readStaticData(data.search.response, 'the search results') : null;

import { mapSearchRow, searchRowSchema } from './search-response';

const documents = readNdjson('fixtures/content/dataset.ndjson');
const source = createEmbeddedSourceFromDocuments(documents);
const contentConfig = contentConfigFromEnv({});
const hosts = hostConfigFromEnv({});
const orama = createOramaBackend(() => documents);
const deps = (backend: SearchBackend = orama) => ({ source, contentConfig, hosts, backend: () => backend });
const fixed = (ids: string[]): SearchBackend => ({ kind: 'orama', findIds: async () => ids });

describe('search page data (the spec: ids, then a content query filtered by locale and site)', () => {
  it('items in relevance order with id, tag (type label), title, link url, _type; facets and totalResults', async () => {
    const ids = ['landingPage-natmus-visit-da', 'frontPage-natmus-da', 'landingPage-natmus-prehistory-da'];
    const data = await loadSearchPage({ site: 'natmus', locale: 'da', q: 'museet' }, deps(fixed(ids)));
    const response = resultsOf(data);
    expect(response?.items.map((item) => item.id)).toEqual(ids);
    expect(response?.items[0]).toMatchObject({
      id: 'landingPage-natmus-visit-da',
      _type: 'landingPage',
      tag: 'Side',
      title: 'Besøg museet',
      url: '/besoeg-museet',
    });
    expect(response?.items[1]?.url).toBe('/');
    // Facets merged by label: the front page and the landing pages are all "Side".
    expect(response?.facets).toEqual([
      { _type: 'landingPage', types: ['landingPage', 'frontPage'], label: 'Side', count: 3 },
    ]);
    expect(response?.totalResults).toBe(3);
    expect(response?.paging).toEqual({ page: 1, pageCount: 1, pageSize: 10, total: 3 });
    expect(data.title).toBe('Søg: museet');
    expect(data.search.action).toBe('/soeg');
    expect(data.search.recommendedTerms).toEqual(['Solvognen', 'Vikinger', 'Egtvedpigen', 'Åbningstider']);
  });

  it('ids of another locale or site are filtered out by the content query', async () => {
    const ids = ['landingPage-natmus-prehistory-en', 'landingPage-krigsmuseet-cannon-hall-en', 'frontPage-natmus-en'];
    const data = await loadSearchPage({ site: 'natmus', locale: 'en', q: 'x' }, deps(fixed(ids)));
    expect(resultsOf(data)?.items.map((item) => item.id)).toEqual([
      'landingPage-natmus-prehistory-en',
      'frontPage-natmus-en',
    ]);
    expect(resultsOf(data)?.items[0]?.url).toBe('/en/danish-prehistory');
    expect(data.search.action).toBe('/en/soeg');
  });

  it('a facet (type) narrows the items to every type of its label; facets and totalResults still count every result', async () => {
    const ids = [
      'landingPage-natmus-visit-da',
      'educationOverview-natmus-undervisning-da',
      'frontPage-natmus-da',
      'educationTheme-natmus-vikingetiden-da',
    ];
    const data = await loadSearchPage(
      { site: 'natmus', locale: 'da', q: 'x', type: 'educationTheme' },
      deps(fixed(ids)),
    );
    const response = resultsOf(data);
    expect(response?.items.map((item) => item.id)).toEqual([
      'educationOverview-natmus-undervisning-da',
      'educationTheme-natmus-vikingetiden-da',
    ]);
    expect(response?.totalResults).toBe(4);
    expect(response?.paging.total).toBe(2);
    expect(data.search.type).toBe('educationTheme');
    // The selected facet names the selected type in its link, so the current facet links to this page.
    expect(response?.facets).toEqual([
      { _type: 'landingPage', types: ['landingPage', 'frontPage'], label: 'Side', count: 2 },
      {
        _type: 'educationTheme',
        types: ['educationOverview', 'educationTheme'],
        label: 'Undervisning',
        count: 2,
      },
    ]);
  });

  it('a type no facet holds (unknown, or without results) narrows nothing and is not kept', async () => {
    const ids = ['landingPage-natmus-visit-da', 'frontPage-natmus-da'];
    for (const type of ['exhibition', 'bogus', '<script>']) {
      const data = await loadSearchPage({ site: 'natmus', locale: 'da', q: 'x', type }, deps(fixed(ids)));
      expect(resultsOf(data)?.items).toHaveLength(2);
      expect(data.search.type).toBeUndefined();
    }
  });

  it('results come ten to a page; side= picks the page, clamped to the pages there are', async () => {
    const ids = documents
      .filter((doc) => doc.site === 'natmus' && doc.locale === 'da' && doc.slug)
      .map((doc) => String(doc._id));
    const page = (side?: string) =>
      loadSearchPage({ site: 'natmus', locale: 'da', q: 'x', side }, deps(fixed(ids))).then((data) => resultsOf(data));
    const first = await page();
    const total = first?.paging.total ?? 0;
    expect(total).toBeGreaterThan(20);
    expect(first?.items).toHaveLength(10);
    expect(first?.paging).toMatchObject({ page: 1, pageCount: Math.ceil(total / 10), pageSize: 10 });
    expect(first?.totalResults).toBe(total);
    // Every result on exactly one page, in relevance order.
    const pages = await Promise.all(
      Array.from({ length: Math.ceil(total / 10) }, (_, index) => page(String(index + 1))),
    );
    const shown = pages.flatMap((response) => response?.items.map((item) => item.id) ?? []);
    expect(shown).toHaveLength(total);
    expect(new Set(shown).size).toBe(total);
    expect(shown).toEqual(ids.filter((id) => shown.includes(id)));
    expect(pages[1]?.paging.page).toBe(2);
    expect((await page('999'))?.paging.page).toBe(Math.ceil(total / 10));
    for (const bad of ['0', '-1', '1.5', 'to', '', '1e3']) expect((await page(bad))?.paging.page, bad).toBe(1);
  });

  it('end to end on the embedded dataset: an inflected Danish query finds its page', async () => {
    const data = await loadSearchPage({ site: 'natmus', locale: 'da', q: 'oldtiden' }, deps());
    expect(resultsOf(data)?.items[0]?.title).toBe('Danmarks Oldtid');
  });

  it('no text: the prompt, no response; over 200 characters: an error, no search', async () => {
    const backend = { kind: 'orama' as const, findIds: vi.fn(async () => []) };
    const empty = await loadSearchPage({ site: 'natmus', locale: 'da', q: '  ' }, deps(backend));
    expect(resultsOf(empty)).toBeNull();
    const long = await loadSearchPage({ site: 'natmus', locale: 'da', q: 'a'.repeat(201) }, deps(backend));
    expect(long.search.error).toBe('tooLong');
    expect(backend.findIds).not.toHaveBeenCalled();
  });

  it('the search backend failing gives an empty result and a logged error, never an error page', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing: SearchBackend = { kind: 'embeddings', findIds: () => Promise.reject(new Error('down')) };
    const data = await loadSearchPage({ site: 'natmus', locale: 'da', q: 'x' }, deps(failing));
    expect(resultsOf(data)).toEqual({
      facets: [],
      items: [],
      totalResults: 0,
      paging: { page: 1, pageCount: 0, pageSize: 10, total: 0 },
    });
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it('empty results after a backend failure are marked degraded (never cached as the answer); real results name their documents', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing: SearchBackend = { kind: 'embeddings', findIds: () => Promise.reject(new Error('down')) };
    const failed = await withRenderNotes(() => loadSearchPage({ site: 'natmus', locale: 'da', q: 'x' }, deps(failing)));
    expect([...failed.notes.degraded]).toEqual(['search']);
    errors.mockRestore();
    const found = await withRenderNotes(() =>
      loadSearchPage({ site: 'natmus', locale: 'da', q: 'x' }, deps(fixed(['landingPage-natmus-visit-da']))),
    );
    expect(found.notes.degraded.size).toBe(0);
    expect(found.notes.refs.ids).toContain('landingPage-natmus-visit-da');
  });
});

describe('search result mapping', () => {
  const ctx = { site: 'natmus' as const, locale: 'da' as const, hosts, images: { url: () => '' } };
  it('date is the period from-to as a range, else the published date; prefix is the podcast season/episode', () => {
    const period = mapSearchRow(
      {
        _id: 'e',
        _type: 'exhibition',
        title: 'Vikinger',
        slug: 'vikinger',
        locale: 'da',
        site: 'natmus',
        period: { from: '2026-01-01', to: '2026-06-30' },
        publishedDate: '2025-12-01',
      },
      ctx,
    );
    expect(period).toMatchObject({ date: { from: '2026-01-01', to: '2026-06-30' }, tag: 'Udstilling' });
    const episode = mapSearchRow(
      {
        _id: 'p',
        _type: 'podcastEpisodePage',
        title: 'Afsnit',
        slug: 'a',
        locale: 'da',
        site: 'natmus',
        publishedDate: '2025-03-01',
        seasonName: 'Sæson 2',
        episodeNumber: 4,
      },
      ctx,
    );
    // Worded as in the show's list of episodes.
    expect(episode).toMatchObject({ date: { from: '2025-03-01' }, prefix: 'Sæson 2 · Episode 4', tag: 'Episode' });
    expect(mapSearchRow({ _id: 'x', _type: 'landingPage', title: '  ' }, ctx)).toBeNull();
  });

  it('the description is the document’s short text for lists; a rich-text field gives none', () => {
    const base = { _id: 'd', _type: 'landingPage', title: 'Besøg', slug: 'b', locale: 'da', site: 'natmus' };
    expect(mapSearchRow({ ...base, description: '  Alt om dit besøg.  ' }, ctx)?.description).toBe('Alt om dit besøg.');
    const richText = searchRowSchema.parse({ ...base, description: [{ _type: 'block', children: [] }] });
    expect(richText.description).toBeNull();
    expect(mapSearchRow(richText, ctx)).not.toHaveProperty('description');
  });
});
