import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { forgetPageReads, PAGE_READS_HEADER } from '../cache/pageQueryParameters';
import { DEGRADED_HEADER, PAGE_STATUS_HEADER } from '../cache/renderNotes';
import { documentKey, SURROGATE_KEY_HEADER } from '../cache/surrogateKeys';
import { previewConfig } from '../preview/config';
import { encodeSession, PREVIEW_COOKIE } from '../preview/session';
import { BYPASS_HEADER, bypassesPageCache, CACHE_STATUS_HEADER, PageCache, pageCacheMiddleware } from './pageCache';

interface Answer {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
}

/** A page renderer whose answers the test controls, behind the page cache, with a fake clock. */
function setup(options: { maxEntries?: number; maxVariants?: number; bypassToken?: string } = {}) {
  const clock = { now: 1_000_000 };
  const cache = new PageCache({
    freshMs: 1000,
    staleWhileRevalidateMs: 10_000,
    staleIfErrorMs: 100_000,
    maxEntries: options.maxEntries,
    maxVariants: options.maxVariants,
    now: () => clock.now,
  });
  const state = {
    renders: 0,
    status: 200,
    version: 1,
    /** Milliseconds each render takes. */
    delayMs: 0,
    /** Per-path answers that override the defaults. */
    answers: new Map<string, Answer>(),
  };
  const app = new Hono();
  app.use(
    '*',
    pageCacheMiddleware(cache, async (request) => app.fetch(request), { bypassToken: options.bypassToken }),
  );
  app.get('*', async (c) => {
    state.renders += 1;
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    const answer = state.answers.get(c.req.path) ?? {};
    return c.html(answer.body ?? `<p>${c.req.path} v${state.version}</p>`, (answer.status ?? state.status) as 200, {
      'Cache-Control': 'no-store, max-age=0',
      ...answer.headers,
    });
  });
  const get = async (path: string, headers: Record<string, string> = {}, host = 'localhost') => {
    const response = await app.request(`http://${host}${path}`, { headers: { host, ...headers } });
    return {
      status: response.status,
      cache: response.headers.get(CACHE_STATUS_HEADER),
      reads: response.headers.get(PAGE_READS_HEADER),
      text: await response.text(),
    };
  };
  return { app, cache, clock, state, get };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
const previewCookie = () =>
  `${PREVIEW_COOKIE}=${encodeSession({ exp: Math.floor(Date.now() / 1000) + 3600, releases: [] }, previewConfig().sessionKey)}`;

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
    const { get, state, cache } = setup();
    state.status = 500;
    expect(await get('/y')).toMatchObject({ status: 500, cache: 'MISS' });
    expect(cache.size).toBe(0);
    state.status = 200;
    expect(await get('/y')).toMatchObject({ status: 200, cache: 'MISS' });
  });

  it('a background refresh that fails keeps the good page (an outage never replaces it)', async () => {
    const { get, state, clock } = setup();
    await get('/x');
    state.status = 500;
    clock.now += 2000;
    expect(await get('/x')).toMatchObject({ cache: 'STALE', text: '<p>/x v1</p>' });
    await settle();
    state.status = 200;
    expect(await get('/x')).toMatchObject({ status: 200, text: '<p>/x v1</p>' });
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

  it('purges by surrogate key: exactly the responses that show the document', async () => {
    const { get, cache, state } = setup();
    const tagged = (...ids: string[]) => ({
      headers: { [SURROGATE_KEY_HEADER]: ['site-natmus', ...ids.map(documentKey)].join(' ') },
    });
    state.answers.set('/a', tagged('page-a', 'navigation-da', 'person-1'));
    state.answers.set('/b', tagged('page-b', 'navigation-da'));
    state.answers.set('/c', tagged('page-c', 'navigation-da', 'person-1'));
    for (const path of ['/a', '/b', '/c']) await get(path);
    expect(cache.purge({ keys: [documentKey('person-1')] })).toBe(2);
    expect((await get('/b')).cache).toBe('HIT');
    expect((await get('/a')).cache).toBe('MISS');
    // /c is gone already; /a and /b show the navigation.
    expect(cache.purge({ keys: [documentKey('navigation-da')] })).toBe(2);
    expect(cache.size).toBe(0);
  });
});

describe('page cache: errors and missing pages are never stored as pages', () => {
  it('a 404 is stored only briefly, as a 404, and never served stale', async () => {
    const { get, state, clock } = setup();
    state.status = 404;
    expect(await get('/gone')).toMatchObject({ status: 404, cache: 'MISS' });
    expect(await get('/gone')).toMatchObject({ status: 404, cache: 'HIT' });
    clock.now += 1001;
    state.status = 200;
    expect(await get('/gone')).toMatchObject({ status: 200, cache: 'MISS' });
  });

  it('a page deleted in the CMS: the background re-render’s 404 evicts it at once', async () => {
    const { get, state, clock } = setup();
    await get('/deleted');
    state.status = 404;
    clock.now += 2000;
    expect(await get('/deleted')).toMatchObject({ status: 200, cache: 'STALE' });
    await settle();
    expect(await get('/deleted')).toMatchObject({ status: 404 });
    expect(state.renders).toBe(2);
  });

  it('a page deleted in the CMS: a 404 on the request evicts the stale copy (never served stale-if-error)', async () => {
    const { get, state, clock } = setup();
    await get('/deleted');
    state.status = 404;
    clock.now += 20_000;
    expect(await get('/deleted')).toMatchObject({ status: 404, cache: 'MISS' });
    state.status = 500;
    clock.now += 20_000;
    expect((await get('/deleted')).status).toBe(500);
  });

  it('a client-navigation JSON that stands for an error never replaces the good one, nor is served after recovery', async () => {
    const { get, state, clock } = setup();
    const json = '/x/index.pageContext.json';
    expect((await get(json)).text).toBe(`<p>${json} v1</p>`);
    state.answers.set(json, { body: '{"abortStatusCode":500}', headers: { [PAGE_STATUS_HEADER]: '500' } });
    clock.now += 2000;
    expect((await get(json)).cache).toBe('STALE');
    await settle();
    clock.now += 20_000;
    expect(await get(json)).toMatchObject({ cache: 'STALE-IF-ERROR', text: `<p>${json} v1</p>` });
    state.answers.delete(json);
    state.version = 2;
    expect(await get(json)).toMatchObject({ cache: 'MISS', text: `<p>${json} v2</p>` });
  });

  it('a client-navigation JSON that stands for a missing page is kept only briefly, as such', async () => {
    const { get, state, clock } = setup();
    const json = '/gone/index.pageContext.json';
    state.answers.set(json, { body: '{"abortStatusCode":404}', headers: { [PAGE_STATUS_HEADER]: '404' } });
    await get(json);
    expect((await get(json)).cache).toBe('HIT');
    clock.now += 1001;
    state.answers.delete(json);
    expect(await get(json)).toMatchObject({ cache: 'MISS', text: `<p>${json} v1</p>` });
  });

  it('a crawler’s bare error answer is neither stored nor handed to anyone else', async () => {
    const { get, state } = setup();
    state.status = 404;
    state.answers.set('/missing', { body: '404' });
    const bot = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
    expect(await get('/missing', bot)).toMatchObject({ status: 404, text: '404' });
    state.answers.delete('/missing');
    expect(await get('/missing')).toMatchObject({ status: 404, cache: 'MISS', text: '<p>/missing v1</p>' });
  });
});

describe('page cache: degraded pages', () => {
  const withoutNavigation = { headers: { [DEGRADED_HEADER]: 'root-data' } };

  it('a page rendered with the empty root-data fallback is kept only briefly', async () => {
    const { get, state, clock } = setup();
    state.answers.set('/x', withoutNavigation);
    expect(await get('/x')).toMatchObject({ status: 200, cache: 'MISS' });
    expect((await get('/x')).cache).toBe('HIT');
    clock.now += 1001;
    state.answers.delete('/x');
    expect(await get('/x')).toMatchObject({ cache: 'MISS', text: '<p>/x v1</p>' });
  });

  it('a degraded render never replaces a healthy page', async () => {
    const { get, state, clock } = setup();
    await get('/x');
    state.version = 2;
    state.answers.set('/x', withoutNavigation);
    clock.now += 2000;
    expect((await get('/x')).cache).toBe('STALE');
    await settle();
    expect(await get('/x')).toMatchObject({ text: '<p>/x v1</p>' });
    clock.now += 20_000;
    expect(await get('/x')).toMatchObject({ status: 200, cache: 'STALE-IF-ERROR', text: '<p>/x v1</p>' });
  });

  it('a search whose backend failed is never stored', async () => {
    const { get, state, cache } = setup();
    state.answers.set('/soeg', { headers: { [DEGRADED_HEADER]: 'search' } });
    expect((await get('/soeg?q=guld')).cache).toBe('MISS');
    expect((await get('/soeg?q=guld')).cache).toBe('MISS');
    expect(cache.size).toBe(0);
  });
});

describe('page cache: concurrent misses share one render', () => {
  it('32 concurrent requests for an uncached page render it once', async () => {
    const { get, state } = setup();
    state.delayMs = 20;
    const answers = await Promise.all(Array.from({ length: 32 }, () => get('/popular')));
    expect(state.renders).toBe(1);
    expect(answers.filter((answer) => answer.cache === 'MISS')).toHaveLength(1);
    expect(answers.filter((answer) => answer.cache === 'COALESCED')).toHaveLength(31);
    expect(new Set(answers.map((answer) => answer.text))).toEqual(new Set(['<p>/popular v1</p>']));
  });

  it('during an outage the waiting requests share the one error instead of each asking the CMS', async () => {
    const { get, state } = setup();
    state.delayMs = 20;
    state.status = 500;
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/down')));
    expect(state.renders).toBe(1);
    expect(answers.every((answer) => answer.status === 500)).toBe(true);
  });

  it('a miss while a background refresh runs waits for it', async () => {
    const { get, state, clock } = setup();
    await get('/x');
    state.delayMs = 20;
    state.version = 2;
    clock.now += 2000;
    expect((await get('/x')).cache).toBe('STALE');
    clock.now += 20_000;
    expect(await get('/x')).toMatchObject({ cache: 'COALESCED', text: '<p>/x v2</p>' });
    expect(state.renders).toBe(2);
  });
});

describe('page cache: who bypasses it', () => {
  it('only trusted signals skip the cache: a valid signed preview cookie by its exact name, the bypass token', async () => {
    const { get, state, cache } = setup({ bypassToken: 'bench-secret' });
    await get('/p');
    const served: Record<string, string>[] = [
      { cookie: 'sanity-preview=1' },
      { cookie: 'a=b; __preview_token=xyz' },
      { cookie: `${PREVIEW_COOKIE}=forged.signature` },
      { 'cache-control': 'no-cache' },
      { pragma: 'no-cache' },
      { authorization: 'Bearer x' },
      { [BYPASS_HEADER]: 'guessed' },
    ];
    for (const headers of served) {
      expect(await get('/p', headers), JSON.stringify(headers)).toMatchObject({ cache: 'HIT' });
    }
    expect(state.renders).toBe(1);
    expect(await get('/p', { cookie: `locale=en; ${previewCookie()}` })).toMatchObject({ cache: 'BYPASS' });
    expect(await get('/p', { [BYPASS_HEADER]: 'bench-secret' })).toMatchObject({ cache: 'BYPASS' });
    expect(state.renders).toBe(3);
    expect(cache.size).toBe(1);
  });

  it('query strings pages do not read are left out of the key (no bypass, no copy of their own)', async () => {
    const { get, state, cache } = setup();
    await get('/p');
    for (const query of ['?x=1', '?utm_source=newsletter&fbclid=abc', '?_=1700000000', '?Q=guld']) {
      expect(await get(`/p${query}`), query).toMatchObject({ cache: 'HIT', text: '<p>/p v1</p>' });
    }
    expect(state.renders).toBe(1);
    expect(cache.size).toBe(1);
  });

  it('the calendar’s parameters key copies of calendar pages only; other pages share one copy whatever they say', async () => {
    forgetPageReads();
    const { get, state } = setup();
    state.answers.set('/kalender', { headers: { [PAGE_READS_HEADER]: 'calendar' } });
    // Not rendered yet: the parameters count (never a wrong copy); the render says the page reads them.
    expect((await get('/kalender?fra=2026-11-28&til=2026-11-29')).cache).toBe('MISS');
    expect((await get('/kalender?til=2026-11-29&fra=2026-11-28')).cache).toBe('HIT');
    expect((await get('/kalender')).cache).toBe('MISS');
    expect((await get('/kalender?fra=2026-11-23')).cache).toBe('MISS');
    // Unreadable values are not part of the key: the calendar ignores them, so they share the plain page's copy.
    expect((await get('/kalender?fra=garbage')).cache).toBe('HIT');
    // A page that does not read them: learned from its first render, then junk calendar parameters share its copy.
    expect((await get('/besoeg?fra=2026-11-28')).cache).toBe('MISS');
    expect((await get('/besoeg')).cache).toBe('HIT');
    expect((await get('/besoeg?fra=2026-12-01&emne=x')).cache).toBe('HIT');
    expect(state.renders).toBe(4);
  });

  it('the render’s note of the parameters it reads is for the cache only: visitors never see it', async () => {
    forgetPageReads();
    const { get, state } = setup({ bypassToken: 'secret' });
    state.answers.set('/kalender', { headers: { [PAGE_READS_HEADER]: 'calendar' } });
    const miss = await get('/kalender?fra=2026-11-28');
    const hit = await get('/kalender?fra=2026-11-28');
    const bypass = await get('/kalender', { [BYPASS_HEADER]: 'secret' });
    expect([miss.cache, hit.cache, bypass.cache]).toEqual(['MISS', 'HIT', 'BYPASS']);
    expect([miss.reads, hit.reads, bypass.reads]).toEqual([null, null, null]);
    // It was still read: the calendar's parameters key their own copies.
    expect((await get('/kalender?fra=2026-11-29')).cache).toBe('MISS');
  });

  it('the parameters pages read make copies of their own, in one canonical order', async () => {
    const { get, state } = setup();
    expect((await get('/soeg?q=guld&type=exhibition')).cache).toBe('MISS');
    expect((await get('/soeg?type=exhibition&utm_campaign=x&q=guld')).cache).toBe('HIT');
    expect((await get('/soeg?q=vikinger')).cache).toBe('MISS');
    state.answers.set('/kalender', { headers: { [PAGE_READS_HEADER]: 'calendar' } });
    expect((await get('/kalender?fra=2026-12-24&emne=B%C3%B8rn')).cache).toBe('MISS');
    expect((await get('/kalender?emne=b%C3%B8rn&utm_source=x&fra=2026-12-24')).cache).toBe('HIT');
    expect(state.renders).toBe(3);
  });

  it('the bypass rule is one function', () => {
    const request = (headers: Record<string, string>, method = 'GET', url = 'http://h/') =>
      new Request(url, { method, headers });
    expect(bypassesPageCache(request({}))).toBe(false);
    expect(bypassesPageCache(request({ 'cache-control': 'max-age=0' }))).toBe(false);
    expect(bypassesPageCache(request({ cookie: 'locale=en' }))).toBe(false);
    expect(bypassesPageCache(request({ cookie: 'preview=on' }))).toBe(false);
    expect(bypassesPageCache(request({}, 'GET', 'http://h/?preview=1'))).toBe(false);
    expect(bypassesPageCache(request({ cookie: previewCookie() }))).toBe(true);
    expect(bypassesPageCache(request({}, 'POST'))).toBe(true);
    expect(bypassesPageCache(request({ [BYPASS_HEADER]: 'x' }))).toBe(false);
    expect(bypassesPageCache(request({ [BYPASS_HEADER]: 'x' }), { bypassToken: 'x' })).toBe(true);
  });

  it('static files and API paths are not pages', async () => {
    const { get } = setup();
    expect((await get('/assets/x.js')).cache).toBeNull();
    expect((await get('/api/search')).cache).toBeNull();
    expect((await get('/healthz')).cache).toBeNull();
  });
});

describe('page cache: junk URLs cannot push real pages out', () => {
  it('after 1,000 distinct missing pages and query variants every real page is still cached', async () => {
    const { get, state, cache } = setup({ maxEntries: 50, maxVariants: 20 });
    const real = Array.from({ length: 40 }, (_, index) => `/side-${index}`);
    for (const path of real) await get(path);
    state.answers.clear();
    for (let index = 0; index < 500; index += 1) {
      state.answers.set(`/junk-${index}`, { status: 404 });
      await get(`/junk-${index}`);
      await get(`/kalender?side=${index}`);
    }
    expect(cache.segments.variants).toBe(20);
    const before = state.renders;
    for (const path of real) expect((await get(path)).cache, path).toBe('HIT');
    expect(state.renders).toBe(before);
  });
});
