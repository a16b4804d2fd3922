import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { bypassesPageCache, CACHE_STATUS_HEADER, PageCache, pageCacheMiddleware } from './pageCache';

/** A page renderer whose answers the test controls, behind the page cache, with a fake clock. */
function setup(options: { maxEntries?: number } = {}) {
  const clock = { now: 1_000_000 };
  const cache = new PageCache({
    freshMs: 1000,
    staleWhileRevalidateMs: 10_000,
    staleIfErrorMs: 100_000,
    maxEntries: options.maxEntries,
    now: () => clock.now,
  });
  const state = { renders: 0, status: 200, version: 1 };
  const app = new Hono();
  app.use(
    '*',
    pageCacheMiddleware(cache, async (request) => app.fetch(request)),
  );
  app.get('*', (c) => {
    state.renders += 1;
    return c.html(`<p>${c.req.path} v${state.version}</p>`, state.status as 200, {
      'Cache-Control': 'no-store, max-age=0',
    });
  });
  const get = async (path: string, headers: Record<string, string> = {}, host = 'localhost') => {
    const response = await app.request(`http://${host}${path}`, { headers: { host, ...headers } });
    return { status: response.status, cache: response.headers.get(CACHE_STATUS_HEADER), text: await response.text() };
  };
  return { app, cache, clock, state, get };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('page cache: rendered pages keyed by site, locale and path', () => {
  it('renders once, then serves from memory while fresh', async () => {
    const { get, state } = setup();
    expect(await get('/besoeg')).toMatchObject({ status: 200, cache: 'MISS', text: '<p>/besoeg v1</p>' });
    expect(await get('/besoeg')).toMatchObject({ status: 200, cache: 'HIT', text: '<p>/besoeg v1</p>' });
    expect(state.renders).toBe(1);
  });

  it('keys by site (host) and path, so sites and locales never share a page', async () => {
    const { get, state } = setup();
    await get('/');
    await get('/', {}, 'kronborg.localhost');
    await get('/en');
    expect(state.renders).toBe(3);
    expect(PageCache.key('natmus', '/en/visit')).toBe('natmus|en|/en/visit');
    expect(PageCache.key('natmus', '/besoeg')).toBe('natmus|da|/besoeg');
  });

  it('stale-while-revalidate: a stale page is served at once and refreshed in the background', async () => {
    const { get, state, clock } = setup();
    await get('/x');
    state.version = 2;
    clock.now += 2000;
    expect(await get('/x')).toMatchObject({ cache: 'STALE', text: '<p>/x v1</p>' });
    await settle();
    expect(state.renders).toBe(2);
    expect(await get('/x')).toMatchObject({ cache: 'HIT', text: '<p>/x v2</p>' });
  });

  it('stale-if-error: when the render fails, the last good page is served', async () => {
    const { get, state, clock } = setup();
    await get('/x');
    state.status = 500;
    clock.now += 20_000;
    expect(await get('/x')).toMatchObject({ status: 200, cache: 'STALE-IF-ERROR', text: '<p>/x v1</p>' });
    state.status = 200;
    state.version = 3;
    expect(await get('/x')).toMatchObject({ status: 200, cache: 'MISS', text: '<p>/x v3</p>' });
  });

  it('without a good page to fall back on, the error is passed on and nothing is stored', async () => {
    const { get, state } = setup();
    state.status = 500;
    expect(await get('/y')).toMatchObject({ status: 500, cache: 'MISS' });
    state.status = 200;
    expect(await get('/y')).toMatchObject({ status: 200, cache: 'MISS' });
  });

  it('nothing is served past the stale-if-error window', async () => {
    const { get, state, clock } = setup();
    await get('/x');
    state.status = 500;
    clock.now += 200_000;
    expect((await get('/x')).status).toBe(500);
  });

  it('is bounded: the least recently used page goes first', async () => {
    const { get, state, cache } = setup({ maxEntries: 2 });
    await get('/a');
    await get('/b');
    await get('/a');
    await get('/c');
    expect(cache.size).toBe(2);
    const before = state.renders;
    await get('/a');
    expect(state.renders).toBe(before);
    await get('/b');
    expect(state.renders).toBe(before + 1);
  });

  it('purges by path (page and its client-navigation JSON) and by site', async () => {
    const { get, cache } = setup();
    await get('/a');
    await get('/a/index.pageContext.json');
    await get('/b');
    await get('/a', {}, 'kronborg.localhost');
    expect(cache.purge({ paths: ['/a'], sites: ['natmus'] })).toBe(2);
    expect(cache.purge({ sites: ['kronborg'] })).toBe(1);
    expect(cache.purge()).toBe(1);
    expect(cache.size).toBe(0);
  });

  it('preview and bypass requests are never read from nor written to the cache', async () => {
    const { get, state, cache } = setup();
    await get('/p');
    const bypassing: Record<string, string>[] = [
      { cookie: 'sanity-preview=1' },
      { cookie: 'a=b; __preview_token=xyz' },
      { 'cache-control': 'no-cache' },
      { pragma: 'no-cache' },
      { authorization: 'Bearer x' },
    ];
    for (const headers of bypassing) {
      expect(await get('/p', headers)).toMatchObject({ cache: 'BYPASS' });
    }
    expect(await get('/p?x=1')).toMatchObject({ cache: 'BYPASS' });
    expect(state.renders).toBe(7);
    expect(cache.size).toBe(1);
  });

  it('a private answer (an editor’s preview page) is never stored, even without a preview cookie', async () => {
    const cache = new PageCache({ freshMs: 1000 });
    const app = new Hono();
    app.use(
      '*',
      pageCacheMiddleware(cache, async (request) => app.fetch(request)),
    );
    app.get('*', (c) => c.html('<p>draft</p>', 200, { 'Cache-Control': 'private, no-store' }));
    const response = await app.request('http://localhost/p', { headers: { host: 'localhost' } });
    expect(response.headers.get(CACHE_STATUS_HEADER)).toBe('MISS');
    expect(cache.size).toBe(0);
  });

  it('the bypass rule is one function', () => {
    const request = (headers: Record<string, string>, method = 'GET', url = 'http://h/') =>
      new Request(url, { method, headers });
    expect(bypassesPageCache(request({}))).toBe(false);
    expect(bypassesPageCache(request({ 'cache-control': 'max-age=0' }))).toBe(false);
    expect(bypassesPageCache(request({ cookie: 'locale=en' }))).toBe(false);
    expect(bypassesPageCache(request({ cookie: 'preview=on' }))).toBe(true);
    expect(bypassesPageCache(request({}, 'POST'))).toBe(true);
  });

  it('static files and API paths are not pages', async () => {
    const { get } = setup();
    expect((await get('/assets/x.js')).cache).toBeNull();
    expect((await get('/api/search')).cache).toBeNull();
    expect((await get('/healthz')).cache).toBeNull();
  });
});
