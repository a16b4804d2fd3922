import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../runtime/server/app';
import { pageCache } from '../../runtime/server/pageCache';

/**
 * Issue 7, "Fuzz": ≥ 5,000 generated requests (path traversal, overlong and deeply nested paths,
 * invalid percent-encoding and UTF-8, null bytes, odd methods, huge or duplicate headers, unknown
 * and malicious Host values, query strings) thrown at the whole Hono app in-process → no crash, no
 * unhandled rejection, only designed answers, and the app still healthy after.
 *
 * Page rendering is a stand-in here (Vike needs the build; tests/browser covers the built server):
 * every middleware, the guard, static files, the page cache, robots, sitemap and the webhook are real.
 */

/** Answers the fuzz may get: the designed ones. 401 is the webhook's, 413 a too-large webhook body. */
const DESIGNED = new Set([200, 301, 302, 304, 400, 401, 404, 405, 413]);
const REQUESTS = 5200;

/** A small deterministic PRNG (mulberry32), so a failure can be replayed with the same seed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pagesStandIn(app: Hono): void {
  app.all('*', (c) => {
    const path = c.req.path;
    if (path === '/' || path === '/en' || path === '/besoeg-museet') {
      return c.html(`<!doctype html><title>${path}</title>`, 200, { 'Cache-Control': 'no-store, max-age=0' });
    }
    return c.html('<!doctype html><title>404</title>', 404, { 'Cache-Control': 'no-store, max-age=0' });
  });
}

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const next = random(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
const int = (max: number) => Math.floor(next() * max);

const SEGMENTS = [
  '',
  '..',
  '.',
  '%2e%2e',
  '%2E%2e%2f',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%00',
  'a%00b',
  '%',
  '%E0%A4%A',
  '%C3%28',
  '%FF%FE',
  '%ED%A0%80',
  'ø',
  '%C3%B8',
  '😀',
  '<script>alert(1)</script>',
  '\'"`',
  'assets',
  'api',
  'catalogue',
  'images',
  'embedded',
  'stage',
  'index.pageContext.json',
  'en',
  'de',
  'sv',
  'se',
  'da',
  'besoeg-museet',
  'fejl',
  '404',
  'robots.txt',
  'sitemap.xml',
  'healthz',
  '\\..\\..\\windows',
  '%5c..%5c',
  '~',
  ';jsessionid=1',
  'a'.repeat(300),
];
const METHODS = [
  'GET',
  'GET',
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'X-GARBAGE',
];
const HOSTS = [
  'localhost',
  'kronborg.localhost',
  'evil.example',
  'natmus.dk.evil.example',
  'localhost:99999',
  '[::1]',
  '127.0.0.1',
  'a'.repeat(500),
  '',
  'xn--80ak6aa92e.com',
  'krigsmuseet.localhost:3000',
];

function generatedPath(): string {
  const kind = int(10);
  if (kind === 0) return `/${'a/'.repeat(int(800))}`; // deeply nested, often overlong
  if (kind === 1) return `/${'x'.repeat(int(6000))}`; // overlong
  const depth = 1 + int(6);
  const parts: string[] = [];
  for (let i = 0; i < depth; i += 1) parts.push(pick(SEGMENTS));
  let path = `/${parts.join('/')}`;
  if (kind === 2)
    path += `?${pick(['q=%E0%A4%A', 'a=1&a=2', `x=${'y'.repeat(3000)}`, 'q=r%C3%B8d', '%%%', '&&==', 'q=<svg>'])}`;
  if (kind === 3) path += '/';
  return path;
}

function generatedHeaders(): Headers {
  const headers = new Headers();
  headers.set('host', pick(HOSTS));
  const extras = int(4);
  for (let i = 0; i < extras; i += 1) {
    const choice = int(8);
    if (choice === 0) headers.set('x-huge', 'z'.repeat(int(64 * 1024)));
    if (choice === 1) {
      headers.append('cookie', 'a=1');
      headers.append('cookie', `preview=${int(2)}`);
    }
    if (choice === 2) headers.set('accept-encoding', pick(['gzip', 'br', 'deflate, gzip;q=0', '*', 'identity;q=0']));
    if (choice === 3) headers.set('if-none-match', pick(['*', '"x"', 'W/"y"', '"', 'garbage']));
    if (choice === 4) headers.set('cache-control', pick(['no-cache', 'max-age=0', 'no-store', 'only-if-cached']));
    if (choice === 5) headers.set('user-agent', pick(['Googlebot/2.1', 'Lighthouse', 'curl/8', 'x'.repeat(9000)]));
    if (choice === 6) headers.set('sanity-webhook-signature', pick(['t=1,v1=x', '', 't=9999999999999,v1=abc']));
    if (choice === 7)
      headers.set('content-type', pick(['application/json', 'text/plain', 'multipart/form-data; boundary=x']));
  }
  return headers;
}

describe('fuzz: the app answers garbage with designed statuses, never a crash', () => {
  let app: Hono;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(() => {
    process.on('unhandledRejection', onUnhandled);
    app = createApp({ renderPages: pagesStandIn });
  });
  afterAll(() => {
    process.off('unhandledRejection', onUnhandled);
    pageCache.clear();
  });

  it(`${REQUESTS} generated requests (seed ${SEED})`, async () => {
    const statuses = new Map<number, number>();
    const undesigned: string[] = [];
    let sent = 0;
    const originalError = console.error;
    const originalWarn = console.warn;
    console.error = () => {};
    console.warn = () => {};
    try {
      while (sent < REQUESTS) {
        const method = next() < 0.7 ? pick(['GET', 'HEAD'] as const) : pick(METHODS);
        const path = method === 'POST' && next() < 0.5 ? '/api/webhooks/publish' : generatedPath();
        let request: Request;
        try {
          const body = method === 'GET' || method === 'HEAD' ? undefined : pick(['', '{}', 'x'.repeat(int(400_000))]);
          request = new Request(`http://localhost${path}`, { method, headers: generatedHeaders(), body });
        } catch {
          continue; // a request the Fetch API itself refuses to build cannot reach the server either
        }
        sent += 1;
        const response = await app.fetch(request);
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (!DESIGNED.has(response.status)) undesigned.push(`${response.status} ${method} ${path.slice(0, 120)}`);
      }
    } finally {
      console.error = originalError;
      console.warn = originalWarn;
    }
    console.log(`fuzz statuses: ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(undesigned).toEqual([]);
    expect(unhandled).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(5000);
    expect((await app.request('http://localhost/healthz')).status).toBe(200);
    expect((await app.request('http://localhost/')).status).toBe(200);
  }, 120_000);

  it('the page cache stays bounded whatever the paths', () => {
    expect(pageCache.size).toBeLessThanOrEqual(1000);
  });
});
