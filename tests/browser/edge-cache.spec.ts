import { type ChildProcess, spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { documentKey, siteKey } from '@runtime/cache/surrogateKeys';
import { type LocalSanityServer, startLocalSanityServer } from '@runtime/cms/source/local-sanity-server';
import { TEST_PORT } from '../../playwright.config';
import { waitForHydration } from './helpers/site';
import { expect, test } from './helpers/test';

/**
 * The production edge, cache correctness: the built server's page cache and caching headers. First on the
 * embedded dataset (the suite's server), then on the live content path against the local Sanity-compatible
 * server, which counts queries and can fail, hide documents or fail one query.
 */
const base = `http://127.0.0.1:${TEST_PORT}`;

/** A raw request, so paths reach the server exactly as written (`//x` included). */
function raw(path: string, headers: Record<string, string> = {}, port = TEST_PORT) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method: 'GET', path, headers }, (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

test.describe('the page cache on the embedded dataset', () => {
  test('client-navigation JSON is cached as its page’s status: a missing page briefly, an error never', async ({
    request,
  }) => {
    const missing = await request.get(`${base}/denne-side-findes-ikke/index.pageContext.json`);
    expect(missing.headers()['content-type']).toContain('application/json');
    expect(missing.headers()['x-page-status']).toBe('404');
    expect(missing.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
    const failed = await request.get(`${base}/fejl/index.pageContext.json`);
    expect(failed.headers()['x-page-status']).toBe('500');
    expect(failed.headers()['cache-control']).toBe('no-store');
    const page = await request.get(`${base}/besoeg-museet/index.pageContext.json`);
    expect(page.status()).toBe(200);
    expect(page.headers()['cache-control']).toMatch(/s-maxage=300/);
  });

  test('a client-side navigation to a missing page shows the 404 page', async ({ page }) => {
    await page.goto('/udstillinger/guldhornene');
    // The client router takes links over once the page has hydrated; before, a click is a full page load.
    await waitForHydration(page);
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/denne-side-findes-ikke';
      link.textContent = 'Et brudt link';
      link.id = 'broken-link';
      document.querySelector('main')?.append(link);
    });
    const json = page.waitForResponse((response) => response.url().endsWith('/index.pageContext.json'));
    await page.click('#broken-link');
    expect(await (await json).headerValue('x-page-status')).toBe('404');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/ikke fundet|404/i);
    expect(new URL(page.url()).pathname).toBe('/denne-side-findes-ikke');
  });

  test('non-canonical paths answer 301 to the canonical URL, relative and never from the Host header', async () => {
    for (const [path, location] of [
      ['//besoeg-museet', '/besoeg-museet'],
      ['/da/besoeg-museet', '/besoeg-museet'],
      ['/Besoeg-Museet/', '/besoeg-museet'],
      ['/se/kalender?visning=uge', '/sv/kalender?visning=uge'],
      ['//evil.example/', '/evil.example'],
    ] as const) {
      const response = await raw(path, { host: 'evil.example' });
      expect(response.status, path).toBe(301);
      expect(response.headers.location, path).toBe(location);
    }
  });

  test('every page names its site and the documents it shows in Surrogate-Key and Cache-Tag', async ({ request }) => {
    const response = await request.get(`${base}/besoeg-museet`);
    const keys = (response.headers()['surrogate-key'] ?? '').split(' ');
    expect(keys).toEqual(
      expect.arrayContaining([
        siteKey('natmus'),
        documentKey('landingPage-natmus-visit-da'),
        documentKey('contactPerson-mette-lund'),
        documentKey('exhibition-natmus-guldhornene-da'),
      ]),
    );
    // Root data: the navigation and site settings show on every page.
    const other = (await request.get(`${base}/kalender`)).headers()['surrogate-key']?.split(' ') ?? [];
    const shared = keys.filter((key) => key.startsWith('doc-') && other.includes(key));
    expect(shared.length).toBeGreaterThanOrEqual(2);
    expect(response.headers()['cache-tag']).toBe(keys.join(','));
    expect(Buffer.byteLength(response.headers()['surrogate-key'] ?? '')).toBeLessThan(8000);
  });

  test('only trusted signals bypass the cache: reloads, credentials, look-alike cookies and junk query strings are served from it', async ({
    request,
  }) => {
    await request.get(`${base}/udstillinger/runernes-tale`);
    const attempts: [string, Record<string, string>][] = [
      ['', { pragma: 'no-cache' }],
      ['', { 'cache-control': 'no-cache' }],
      ['', { authorization: 'Bearer anything' }],
      ['', { cookie: 'my-preview-please=1' }],
      ['?utm_source=nyhedsbrev&fbclid=abc', {}],
      [`?cachebuster=${Date.now()}`, {}],
    ];
    for (const [query, headers] of attempts) {
      const response = await request.get(`${base}/udstillinger/runernes-tale${query}`, { headers });
      expect(response.headers()['x-page-cache'], `${query} ${JSON.stringify(headers)}`).toMatch(/^(HIT|STALE)$/);
    }
  });

  test('sitemap.xml and robots.txt are cached and carry their surrogate keys', async ({ request }) => {
    await request.get(`${base}/sitemap.xml`, { headers: { host: `kronborg.localhost:${TEST_PORT}` } });
    const sitemap = await request.get(`${base}/sitemap.xml`, { headers: { host: `kronborg.localhost:${TEST_PORT}` } });
    expect(sitemap.headers()['x-page-cache']).toMatch(/^(HIT|STALE)$/);
    expect(sitemap.headers()['surrogate-key']).toBe('site-kronborg sitemap-kronborg');
    await request.get(`${base}/robots.txt`);
    expect((await request.get(`${base}/robots.txt`)).headers()['x-page-cache']).toMatch(/^(HIT|STALE)$/);
  });
});

// ---------------------------------------------------------------------------------------------------
// The live content path: a server of its own against the local Sanity-compatible server.

const SANITY_PORT = TEST_PORT + 5;
const SITE_PORT = TEST_PORT + 6;
const site = `http://127.0.0.1:${SITE_PORT}`;
const SECRET = 'edge-cache-webhook-secret';
/** Fresh 300 ms; then a long stale-while-revalidate window, which a deleted page must not be served for. */
const FRESH_MS = 300;

let sanity: LocalSanityServer;
let server: ChildProcess;

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${site}${path}`, { headers, redirect: 'manual' });
  return {
    status: response.status,
    cache: response.headers.get('x-page-cache'),
    cacheControl: response.headers.get('cache-control'),
    degraded: response.headers.get('x-content-degraded'),
    text: await response.text(),
  };
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.describe('the page cache on the live content path', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    sanity = await startLocalSanityServer({ datasetFile: 'fixtures/content/dataset.ndjson', port: SANITY_PORT });
    server = spawn('node', ['dist/server/index.mjs'], {
      env: {
        ...process.env,
        PORT: String(SITE_PORT),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        CONTENT_SOURCE: 'live',
        SANITY_PROJECT_ID: 'local',
        SANITY_API_HOST: sanity.url,
        SANITY_WEBHOOK_SECRET: SECRET,
        PAGE_CACHE_TTL_MS: String(FRESH_MS),
        PAGE_CACHE_SWR_MS: '600000',
      },
      stdio: 'ignore',
    });
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (
        await fetch(`${site}/healthz`).then(
          (response) => response.ok,
          () => false,
        )
      )
        return;
      await pause(200);
    }
    throw new Error('The server on the live content path did not start');
  });

  test.afterAll(async () => {
    server?.kill();
    await sanity?.close();
  });

  test.beforeEach(() => {
    sanity.mode = 'ok';
    sanity.failMatching = null;
    sanity.hidden.clear();
  });

  test('32 concurrent misses of one page make one CMS query', async () => {
    expect((await get('/')).status).toBe(200); // root data for natmus/da
    sanity.requests = 0;
    const answers = await Promise.all(Array.from({ length: 32 }, () => get('/udstillinger/guldhornene')));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // One render on a request; the others waited for it (or came after it, served from the cache).
    expect(answers.filter((answer) => answer.cache === 'MISS')).toHaveLength(1);
    expect(answers.every((answer) => /^(MISS|COALESCED|HIT|STALE)$/.test(answer.cache ?? ''))).toBe(true);
    // On a loaded machine the last requests may come after the 300 ms fresh window: one background refresh more.
    const refreshed = answers.some((answer) => answer.cache === 'STALE') ? 1 : 0;
    expect(sanity.requests).toBeGreaterThanOrEqual(1);
    expect(sanity.requests).toBeLessThanOrEqual(1 + refreshed);
  });

  test('sitemap.xml asks the CMS once, not on every request', async () => {
    sanity.requests = 0;
    await Promise.all(Array.from({ length: 20 }, () => get('/sitemap.xml')));
    await get('/sitemap.xml');
    expect(sanity.requests).toBe(1);
  });

  test('during a CMS outage the error JSON never replaces the good one, and is not served after recovery', async () => {
    const json = '/besoeg-museet/index.pageContext.json';
    const good = await get(json);
    expect(good.status).toBe(200);
    await pause(FRESH_MS + 100);
    sanity.mode = 'error';
    expect(await get(json)).toMatchObject({ status: 200, cache: 'STALE', text: good.text });
    await pause(500); // the background re-render fails
    sanity.mode = 'ok';
    const after = await get(json);
    expect(after.status).toBe(200);
    expect(after.text).not.toContain('abortStatusCode');
    expect(after.text).toBe(good.text);
  });

  test('a deleted page: the re-render’s 404 evicts it, so it is not served for the stale window', async () => {
    expect((await get('/udstillinger/runernes-tale')).status).toBe(200);
    sanity.hidden.add('exhibition-natmus-runernes-tale-da');
    await pause(FRESH_MS + 100);
    expect(await get('/udstillinger/runernes-tale')).toMatchObject({ status: 200, cache: 'STALE' });
    await pause(500); // the background re-render answers 404
    expect((await get('/udstillinger/runernes-tale')).status).toBe(404);
  });

  test('the publish webhook purges exactly the pages that show the changed document', async () => {
    await get('/besoeg-museet');
    await get('/kalender');
    expect((await get('/besoeg-museet')).cache).toMatch(/^(HIT|STALE)$/);
    const body = JSON.stringify({ _id: 'contactPerson-mette-lund', _type: 'contactPerson', operation: 'update' });
    const response = await fetch(`${site}/api/webhooks/publish`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET),
      },
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { purged: number; keys: string[] };
    expect(answer.keys).toContain(documentKey('contactPerson-mette-lund'));
    expect(answer.purged).toBeGreaterThanOrEqual(1);
    expect((await get('/besoeg-museet')).cache).toBe('MISS');
    expect((await get('/kalender')).cache).toMatch(/^(HIT|STALE)$/);
  });

  test('a page whose root data fell back to empty is marked, cached briefly, and renders whole once root data is back', async () => {
    sanity.failMatching = /"navigationData"/;
    const degraded = await get('/de');
    expect(degraded.status).toBe(200);
    expect(degraded.degraded).toBe('root-data');
    expect(degraded.cacheControl).toBe('public, max-age=0, s-maxage=10');
    sanity.failMatching = null;
    await pause(FRESH_MS + 100);
    const whole = await get('/de');
    expect(whole.degraded).toBeNull();
    expect(whole.cacheControl).toMatch(/s-maxage=300/);
  });

  test('empty search results after a search backend failure are never cached publicly', async () => {
    // The local query server has no Embeddings Index: the live search backend fails.
    const first = await get('/soeg?q=guld');
    expect(first).toMatchObject({ status: 200, degraded: 'search', cacheControl: 'no-store' });
    expect((await get('/soeg?q=guld')).cache).toBe('MISS');
  });
});
