import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStaticData } from '@design-system/primitives/StaticIsland/staticData';
import { contentConfigFromEnv } from '../cms/source/config';
import { createLiveSource } from '../cms/source/live-source';
import { type LocalSanityServer, startLocalSanityServer } from '../cms/source/local-sanity-server';
import { hostConfigFromEnv } from '../sites/hosts';
import { searchBackendFor, searchConfigFromEnv } from './config';
import { type LocalEmbeddingsServer, startLocalEmbeddingsServer } from './local-embeddings-server';
import { loadSearchPage, type SearchPageData } from './search-page';

/** The results a search page's static part shows. */
const resultsOf = (data: SearchPageData) =>
  data.search.response ? readStaticData(data.search.response, 'the search results') : null;

/**
 * The whole live search path over real HTTP: ids from the Embeddings Index API (local stand-in), then
 * the content query through @sanity/client (local Sanity-compatible server).
 */
describe('live search path against local stand-ins of Sanity’s APIs', () => {
  let sanity: LocalSanityServer;
  let embeddings: LocalEmbeddingsServer;
  beforeAll(async () => {
    sanity = await startLocalSanityServer({ datasetFile: 'fixtures/content/dataset.ndjson', dataset: 'stage' });
    embeddings = await startLocalEmbeddingsServer({
      datasetFile: 'fixtures/content/dataset.ndjson',
      indexName: 'museum-index',
      dataset: 'stage',
      token: 'search-token',
    });
  });
  afterAll(async () => {
    await sanity.close();
    await embeddings.close();
  });

  it('finds a page by an inflected Danish word, shaped as the search response', async () => {
    // One host for both stand-ins is what a real project has; here each API has its own server.
    const content = contentConfigFromEnv({ SANITY_PROJECT_ID: 'local', SANITY_API_HOST: sanity.url });
    const searchConfig = searchConfigFromEnv({
      SANITY_EMBEDDINGS_INDEX: 'museum-index',
      SANITY_SEARCH_TOKEN: 'search-token',
    });
    expect(searchConfig).toEqual({ indexName: 'museum-index', token: 'search-token' });
    if (content.kind !== 'live') throw new Error('expected live');
    const backend = searchBackendFor('natmus', { ...content, apiHost: embeddings.url }, searchConfig);
    const data = await loadSearchPage(
      { site: 'natmus', locale: 'da', q: 'oldtiden' },
      {
        source: createLiveSource(content),
        contentConfig: content,
        hosts: hostConfigFromEnv({}),
        backend: () => backend,
      },
    );
    expect(embeddings.received.at(-1)?.authorization).toBe('Bearer search-token');
    expect(resultsOf(data)?.items[0]).toMatchObject({
      title: 'Danmarks Oldtid',
      url: '/danmarks-oldtid',
      tag: 'Side',
    });
    expect(resultsOf(data)?.items.every((item) => !item.id.startsWith('drafts.'))).toBe(true);
  });
});
