import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_API_PATH, searchApi } from './search-api';

const app = new Hono().get(SEARCH_API_PATH, searchApi);
const get = (query: string) => app.request(`http://localhost${SEARCH_API_PATH}${query}`);

describe('GET /api/search/get-embedding-result (the spec: query values environment, default stage, and query)', () => {
  it('returns the list of document ids of the matches (embedded source, Orama)', async () => {
    const response = await get('?query=oldtiden');
    expect(response.status).toBe(200);
    const ids = (await response.json()) as string[];
    expect(ids[0]).toBe('landingPage-natmus-prehistory-da');
    expect((await (await get('?environment=stage&query=Vorgeschichte&locale=de')).json())[0]).toBe(
      'landingPage-natmus-prehistory-de',
    );
  });

  it.each([
    ['', /query parameter is required/],
    ['?query=', /must not be empty/],
    ['?query=%20%20', /must not be empty/],
    [`?query=${'a'.repeat(201)}`, /at most 200 characters/],
    ['?query=x&environment=nope', /Unknown environment "nope"/],
    ['?query=x&locale=fr', /Unknown locale "fr"/],
  ])('bad input %s → 400 with a clear JSON error', async (query, message) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as { error: string; message: string };
    expect(body.error).toBe('Bad Request');
    expect(body.message).toMatch(message);
  });

  it('a query of exactly 200 characters is accepted', async () => {
    expect((await get(`?query=${'a'.repeat(200)}`)).status).toBe(200);
  });
});

describe('search API when the backend fails', () => {
  it('gives an empty result and a logged error, never a 500', async () => {
    vi.resetModules();
    vi.doMock('./config', () => ({
      searchBackendFor: () => ({
        kind: 'embeddings',
        findIds: () => Promise.reject(new Error('index down')),
      }),
    }));
    const { searchApi: failing } = await import('./search-api');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await new Hono()
      .get(SEARCH_API_PATH, failing)
      .request(`http://localhost${SEARCH_API_PATH}?query=x`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('[search]'), expect.any(Error));
    errors.mockRestore();
    vi.doUnmock('./config');
  });
});
