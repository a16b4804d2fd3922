import { describe, expect, it, vi } from 'vitest';
import { withRenderNotes } from '../cache/renderNotes';
import { contentConfigFromEnv } from '../cms/config';
import { readNdjson } from '../cms/dataset';
import { createEmbeddedSourceFromDocuments } from '../cms/embedded-source';
import { hostConfigFromEnv } from '../sites/hosts';
import type { SearchBackend } from './backend';
import { createOramaBackend } from './orama-backend';
import { loadSearchPage } from './search-page';
import { mapSearchRow, searchFacets } from './search-response';

const documents = readNdjson('fixtures/content/dataset.ndjson');
const source = createEmbeddedSourceFromDocuments(documents);
const contentConfig = contentConfigFromEnv({});
const hosts = hostConfigFromEnv({});
const orama = createOramaBackend(() => documents);
const deps = (backend: SearchBackend = orama) => ({ source, contentConfig, hosts, backend: () => backend });
const fixed = (ids: string[]): SearchBackend => ({ kind: 'orama', findIds: async () => ids });

describe('search page data (spec 7: ids, then a content query filtered by locale and site)', () => {
  it('items in relevance order with id, tag (type label), title, link url, _type; facets and totalResults', async () => {
    const ids = ['landingPage-natmus-visit-da', 'frontPage-natmus-da', 'landingPage-natmus-prehistory-da'];
    const data = await loadSearchPage({ site: 'natmus', locale: 'da', q: 'museet' }, deps(fixed(ids)));
    const response = data.search.response;
    expect(response?.items.map((item) => item.id)).toEqual(ids);
    expect(response?.items[0]).toMatchObject({
      id: 'landingPage-natmus-visit-da',
      _type: 'landingPage',
      tag: 'Side',
      title: 'Besøg museet',
      url: '/besoeg-museet',
    });
    expect(response?.items[1]?.url).toBe('/');
    expect(response?.facets).toEqual([
      { _type: 'landingPage', label: 'Side', count: 2 },
      { _type: 'frontPage', label: 'Side', count: 1 },
    ]);
    expect(response?.totalResults).toBe(3);
    expect(data.title).toBe('Søg: museet');
    expect(data.search.action).toBe('/soeg');
    expect(data.search.recommendedTerms).toEqual(['Solvognen', 'Vikinger', 'Egtvedpigen', 'Åbningstider']);
  });

  it('ids of another locale or site are filtered out by the content query', async () => {
    const ids = ['landingPage-natmus-prehistory-en', 'landingPage-krigsmuseet-cannon-hall-en', 'frontPage-natmus-en'];
    const data = await loadSearchPage({ site: 'natmus', locale: 'en', q: 'x' }, deps(fixed(ids)));
    expect(data.search.response?.items.map((item) => item.id)).toEqual([
      'landingPage-natmus-prehistory-en',
      'frontPage-natmus-en',
    ]);
    expect(data.search.response?.items[0]?.url).toBe('/en/danish-prehistory');
    expect(data.search.action).toBe('/en/soeg');
  });

  it('a facet (type) narrows the items; facets and totalResults still count every result', async () => {
    const ids = ['landingPage-natmus-visit-da', 'frontPage-natmus-da'];
    const data = await loadSearchPage({ site: 'natmus', locale: 'da', q: 'x', type: 'frontPage' }, deps(fixed(ids)));
    expect(data.search.response?.items.map((item) => item.id)).toEqual(['frontPage-natmus-da']);
    expect(data.search.response?.totalResults).toBe(2);
    expect(data.search.type).toBe('frontPage');
  });

  it('end to end on the embedded dataset: an inflected Danish query finds its page', async () => {
    const data = await loadSearchPage({ site: 'natmus', locale: 'da', q: 'oldtiden' }, deps());
    expect(data.search.response?.items[0]?.title).toBe('Danmarks Oldtid');
  });

  it('no text: the prompt, no response; over 200 characters: an error, no search', async () => {
    const backend = { kind: 'orama' as const, findIds: vi.fn(async () => []) };
    const empty = await loadSearchPage({ site: 'natmus', locale: 'da', q: '  ' }, deps(backend));
    expect(empty.search.response).toBeNull();
    const long = await loadSearchPage({ site: 'natmus', locale: 'da', q: 'a'.repeat(201) }, deps(backend));
    expect(long.search.error).toBe('tooLong');
    expect(backend.findIds).not.toHaveBeenCalled();
  });

  it('the search backend failing gives an empty result and a logged error, never an error page', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing: SearchBackend = { kind: 'embeddings', findIds: () => Promise.reject(new Error('down')) };
    const data = await loadSearchPage({ site: 'natmus', locale: 'da', q: 'x' }, deps(failing));
    expect(data.search.response).toEqual({ facets: [], items: [], totalResults: 0 });
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
    expect(episode).toMatchObject({ date: { from: '2025-03-01' }, prefix: 'Sæson 2 · Afsnit 4', tag: 'Episode' });
    expect(mapSearchRow({ _id: 'x', _type: 'landingPage', title: '  ' }, ctx)).toBeNull();
  });
  it('facets count each _type with its label', () => {
    const item = (id: string, _type: string, tag: string) => ({ id, _type, tag, title: id, url: '/' });
    expect(searchFacets([item('a', 'x', 'X'), item('b', 'y', 'Y'), item('c', 'x', 'X')])).toEqual([
      { _type: 'x', label: 'X', count: 2 },
      { _type: 'y', label: 'Y', count: 1 },
    ]);
  });
});
