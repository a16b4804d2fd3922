import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { previewConfig } from '../preview/config';
import { encodeSession, PREVIEW_COOKIE } from '../preview/session';
import { createApp } from './app';
import { chooseEncoding, pageCacheHits } from './cacheHit';
import { PageCache, pageCache, pageCacheMiddleware } from './pageCache';

/** A page long enough to be compressed, in Danish as the site's pages are. */
const PAGE = `<!doctype html><html lang="da"><title>Guldhornene</title><main>${'<p>Guldhornene fra Gallehus blev stjålet i 1802 og smeltet om. </p>'.repeat(60)}</main></html>`;

let app: Hono;
let renders = 0;

beforeAll(() => {
  app = createApp({
    renderPages: (hono) => {
      hono.get('*', (c) => {
        renders += 1;
        return c.html(PAGE);
      });
    },
  });
});

beforeEach(() => {
  pageCache.clear();
  renders = 0;
});

const previewCookie = () =>
  `${PREVIEW_COOKIE}=${encodeSession({ exp: Math.floor(Date.now() / 1000) + 3600, releases: [] }, previewConfig().sessionKey)}`;

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  app.request(`http://localhost${path}`, { method, headers: { host: 'localhost:3000', ...headers } });

/** A response's headers without the ones that belong to one response. */
function lasting(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!['date', 'content-length', 'x-page-cache'].includes(name)) headers[name] = value;
  });
  return headers;
}

describe('the warm path: a cached page answered before the middleware chain, as the chain answered it', () => {
  it('status, security headers, cache policy, surrogate keys and body are those the whole chain sent', async () => {
    const miss = await get('/udstillinger/guldhornene');
    expect(miss.headers.get('x-page-cache')).toBe('MISS');
    const missBody = await miss.text();
    const hit = await get('/udstillinger/guldhornene');
    expect(hit.headers.get('x-page-cache')).toBe('HIT');
    expect(hit.status).toBe(200);
    expect(lasting(hit)).toEqual(lasting(miss));
    expect(hit.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(hit.headers.get('cache-control')).toMatch(/s-maxage=/);
    expect(await hit.text()).toBe(missBody);
    expect(renders).toBe(1);
  });

  it('the hit skips the chain: no middleware of the app runs for it', async () => {
    const cache = new PageCache();
    const mini = new Hono();
    const hits = pageCacheHits(cache);
    let chain = 0;
    mini.use('*', hits.record);
    mini.use('*', async (c, next) => {
      chain += 1;
      await next();
      c.res.headers.set('x-chain', 'yes');
    });
    mini.use(
      '*',
      pageCacheMiddleware(cache, async (request) => mini.fetch(request)),
    );
    mini.get('*', (c) => c.html(PAGE));
    const fetch = mini.fetch;
    mini.fetch = (request, ...rest) => hits.answer(request) ?? fetch(request, ...rest);
    const first = await mini.request('http://localhost/side', { headers: { host: 'localhost' } });
    expect(first.headers.get('x-page-cache')).toBe('MISS');
    const second = await mini.request('http://localhost/side', { headers: { host: 'localhost' } });
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    expect(second.headers.get('x-chain')).toBe('yes');
    expect(chain).toBe(1);
  });

  it('br and gzip variants by Accept-Encoding, with Vary: Accept-Encoding and a weak ETag; the same page inside', async () => {
    await get('/udstillinger/guldhornene');
    const plain = await get('/udstillinger/guldhornene');
    const etag = plain.headers.get('etag') as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');

    const br = await get('/udstillinger/guldhornene', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('x-page-cache')).toBe('HIT');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('etag')).toBe(`W/${etag}`);
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
    expect(brotliDecompressSync(brBytes).toString('utf8')).toBe(PAGE);

    const gz = await get('/udstillinger/guldhornene', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toBe(PAGE);
    expect(renders).toBe(1);
  });

  it('If-None-Match with the page’s ETag: 304 with the headers the chain’s 304 carried', async () => {
    await get('/udstillinger/guldhornene');
    const etag = (await get('/udstillinger/guldhornene')).headers.get('etag') as string;
    const viaChain = await get('/udstillinger/guldhornene', { 'if-none-match': etag });
    expect(viaChain.status).toBe(304);
    const warm = await get('/udstillinger/guldhornene', { 'if-none-match': `W/${etag}` });
    expect(warm.status).toBe(304);
    expect(await warm.text()).toBe('');
    expect(lasting(warm)).toEqual(lasting(viaChain));
  });

  it('HEAD: the headers and length of the variant, no body', async () => {
    await get('/udstillinger/guldhornene');
    await get('/udstillinger/guldhornene');
    const head = await get('/udstillinger/guldhornene', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await head.text()).toBe('');
  });
});

describe('what the warm path leaves to the chain, which answers as before', () => {
  beforeEach(async () => {
    await get('/udstillinger/guldhornene');
    await get('/');
  });

  it('an address the guard refuses is still refused, even when its page is cached', async () => {
    expect((await get('/udstillinger/guldhornene?x=%ZZ')).status).toBe(400);
    expect((await get(`/udstillinger/guldhornene?q=${'a'.repeat(2100)}`)).status).toBe(400);
  });

  it('other methods are still 405', async () => {
    expect((await get('/udstillinger/guldhornene', {}, 'DELETE')).status).toBe(405);
  });

  it('an editor in preview is never served from the cache', async () => {
    const preview = await get('/udstillinger/guldhornene', { cookie: previewCookie() });
    expect(preview.headers.get('x-page-cache')).toBe('BYPASS');
    expect(preview.headers.get('cache-control')).toMatch(/no-store/);
  });

  it('the bare root with another chosen language still redirects to that language', async () => {
    const root = await get('/', { cookie: 'locale=en' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/en');
  });
});

describe('chooseEncoding', () => {
  it('br before gzip; q=0 refuses; nothing acceptable: the body as it is', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('gzip;q=0')).toBe('identity');
  });
});
