import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectCutOffAndRetriedOnce } from '@tests/support/slowCall';
import { createEmbeddingsBackend, embeddingsQueryUrl } from './embeddings-backend';
import { type LocalEmbeddingsServer, startLocalEmbeddingsServer } from './local-embeddings-server';

describe('live search: Sanity Embeddings Index API over real HTTP (local stand-in)', () => {
  let server: LocalEmbeddingsServer;
  beforeAll(async () => {
    server = await startLocalEmbeddingsServer({
      datasetFile: 'fixtures/content/dataset.ndjson',
      indexName: 'site-search',
      dataset: 'stage',
      token: 'server-side-token',
    });
  });
  afterAll(() => server.close());
  // A failed test must not leave the stand-in failing for the next one.
  afterEach(() => {
    server.mode = 'ok';
  });

  const backend = () =>
    createEmbeddingsBackend({
      projectId: 'local',
      indexName: 'site-search',
      token: 'server-side-token',
      apiHost: server.url,
    });

  it('POST /vX/embeddings-index/query/{dataset}/{indexName} with the server-side token; ids best first', async () => {
    const ids = await backend().findIds({ query: 'oldtiden', environment: 'stage' });
    expect(ids[0]).toBe('landingPage-natmus-prehistory-da');
    const last = server.received.at(-1);
    expect(last?.path).toBe('/vX/embeddings-index/query/stage/site-search');
    expect(last?.authorization).toBe('Bearer server-side-token');
    expect(last?.body).toEqual({ query: 'oldtiden', maxResults: 50 });
  });

  it('the default host is the project host', () => {
    expect(embeddingsQueryUrl({ projectId: 'abc123', indexName: 'site-search' }, 'stage')).toBe(
      'https://abc123.api.sanity.io/vX/embeddings-index/query/stage/site-search',
    );
  });

  it('a wrong token, an outage or a broken answer throws (the callers turn it into an empty result)', async () => {
    const wrong = createEmbeddingsBackend({ projectId: 'local', indexName: 'site-search', apiHost: server.url });
    await expect(wrong.findIds({ query: 'x', environment: 'stage' })).rejects.toThrow(/401/);
    server.mode = 'error';
    await expect(backend().findIds({ query: 'x', environment: 'stage' })).rejects.toThrow(/500/);
    server.mode = 'invalid-json';
    await expect(backend().findIds({ query: 'x', environment: 'stage' })).rejects.toThrow();
    server.mode = 'ok';
  });

  it('"Every CMS call has a timeout (≤ 2.5 s) and at most one retry": a slow index is cut off after 2.5 s, tried once more, then given up', async () => {
    server.mode = 'slow';
    server.slowMs = 15_000;
    await expectCutOffAndRetriedOnce(
      () => backend().findIds({ query: 'oldtiden', environment: 'stage' }),
      () => server.received.map((request) => request.at),
      server.slowMs,
    );
  });

  it('an outage (5xx) is tried exactly twice; a refusal (4xx) once; a recovery on the retry answers', async () => {
    server.mode = 'error';
    let before = server.received.length;
    await expect(backend().findIds({ query: 'x', environment: 'stage' })).rejects.toThrow(/500/);
    expect(server.received.length - before).toBe(2);
    server.mode = 'ok';
    before = server.received.length;
    const wrong = createEmbeddingsBackend({ projectId: 'local', indexName: 'site-search', apiHost: server.url });
    await expect(wrong.findIds({ query: 'x', environment: 'stage' })).rejects.toThrow(/401/);
    expect(server.received.length - before).toBe(1);
    let calls = 0;
    const flaky = createEmbeddingsBackend({
      projectId: 'p',
      indexName: 'i',
      fetch: async () => {
        calls += 1;
        if (calls === 1) throw new TypeError('fetch failed');
        return new Response(JSON.stringify([{ value: { documentId: 'a' } }]));
      },
    });
    expect(await flaky.findIds({ query: 'q', environment: 'stage' })).toEqual(['a']);
    expect(calls).toBe(2);
  });

  it('draft ids become published ids; version ids are left out', async () => {
    const fake = createEmbeddingsBackend({
      projectId: 'p',
      indexName: 'i',
      fetch: async () =>
        new Response(
          JSON.stringify([
            { score: 0.9, value: { documentId: 'drafts.a', type: 'landingPage' } },
            { score: 0.8, value: { documentId: 'a', type: 'landingPage' } },
            { score: 0.7, value: { documentId: 'versions.summer.b', type: 'landingPage' } },
            { score: 0.6, value: { documentId: 'c', type: 'landingPage' } },
          ]),
        ),
    });
    expect(await fake.findIds({ query: 'q', environment: 'stage' })).toEqual(['a', 'c']);
  });
});
