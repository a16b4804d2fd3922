import { type ChildProcess, spawn } from 'node:child_process';
import { type LocalSanityServer, startLocalSanityServer } from '@runtime/cms/source/local-sanity-server';
import { BYPASS_TOKEN, TEST_PORT } from '../../playwright.config';
import { expect, test } from './helpers/test';

/**
 * CMS faults: the built server on the live content path (@sanity/client) against the
 * local Sanity-compatible server, switched to failing with 500, down for real (the server closed:
 * connection refused), slow (beyond the 2.5 s timeout) and invalid JSON → the last good page when
 * there is one (stale-if-error), otherwise the 500 page at its status, and recovery when the CMS
 * comes back. Also the content cost: one round trip per uncached page view, root data cached per
 * site and locale.
 */
const SANITY_PORT = TEST_PORT + 1;
const SITE_PORT = TEST_PORT + 2;
const site = `http://127.0.0.1:${SITE_PORT}`;

/** Fresh 300 ms, then 300 ms stale-while-revalidate: after that a render is tried on the request. */
const FRESH_MS = 300;
const SWR_MS = 300;
const PAST_SWR = FRESH_MS + SWR_MS + 200;

let sanity: LocalSanityServer;
let server: ChildProcess;

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
      PAGE_CACHE_TTL_MS: String(FRESH_MS),
      PAGE_CACHE_SWR_MS: String(SWR_MS),
      PAGE_CACHE_BYPASS_TOKEN: BYPASS_TOKEN,
    },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const healthy = await fetch(`${site}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server on the live content path did not start');
});

test.afterAll(async () => {
  server?.kill();
  await sanity?.close();
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const started = Date.now();
  const response = await fetch(`${site}${path}`, { headers });
  const text = await response.text();
  return { status: response.status, cache: response.headers.get('x-page-cache'), text, ms: Date.now() - started };
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('one content round trip per uncached page view; root data cached per site and locale; warm pages none', async () => {
  sanity.mode = 'ok';
  await get('/besoeg-museet', { 'x-page-cache-bypass': BYPASS_TOKEN }); // warms root data for natmus/da
  sanity.requests = 0;
  const uncached = await get('/besoeg-museet', { 'x-page-cache-bypass': BYPASS_TOKEN });
  expect(uncached).toMatchObject({ status: 200, cache: 'BYPASS' });
  expect(sanity.requests).toBe(1);
  sanity.requests = 0;
  expect((await get('/besoeg-museet')).cache).toBe('MISS');
  expect((await get('/besoeg-museet')).cache).toBe('HIT');
  expect(sanity.requests).toBe(1);
});

test('CMS down (500): the last good page is served; an uncached page gets the 500 page; then recovery', async () => {
  sanity.mode = 'ok';
  expect((await get('/besoeg-museet')).status).toBe(200);
  await pause(PAST_SWR);
  sanity.mode = 'error';
  const stale = await get('/besoeg-museet');
  expect(stale).toMatchObject({ status: 200, cache: 'STALE-IF-ERROR' });
  const uncached = await get('/');
  expect(uncached.status).toBe(500);
  expect(uncached.text).toContain('Vi kan desværre ikke vise siden');
  expect((await get('/healthz')).status).toBe(200);
  sanity.mode = 'ok';
  expect(await get('/')).toMatchObject({ status: 200, cache: 'MISS' });
});

test('CMS down (connection refused): the last good page is served; an uncached page gets the 500 page at once; then recovery', async () => {
  sanity.mode = 'ok';
  expect((await get('/besoeg-museet')).status).toBe(200);
  await pause(PAST_SWR);
  await sanity.close();
  // Nothing listens on the CMS's port any more.
  const refused = await fetch(`${sanity.url}/v2024-10-01/data/query/stage?query=1`).then(
    () => 'answered',
    (error: Error) => String((error.cause as { code?: string } | undefined)?.code ?? error.message),
  );
  expect(refused).toBe('ECONNREFUSED');
  const stale = await get('/besoeg-museet');
  expect(stale).toMatchObject({ status: 200, cache: 'STALE-IF-ERROR' });
  const uncached = await get('/sv');
  expect(uncached.status).toBe(500);
  expect(uncached.text).toContain('Vi kan tyvärr inte visa sidan'); // the 500 page, in Swedish
  // A refused connection fails at once: no waiting for the timeout (one try and one retry).
  expect(uncached.ms).toBeLessThan(2_500);
  expect((await get('/healthz')).status).toBe(200);

  // The CMS comes back on the same address: pages render again, the stale copy is replaced.
  sanity = await startLocalSanityServer({ datasetFile: 'fixtures/content/dataset.ndjson', port: SANITY_PORT });
  const recovered = await get('/sv');
  expect(recovered).toMatchObject({ status: 200, cache: 'MISS' });
  expect(recovered.text).not.toContain('Internal Server Error');
  const fresh = await get('/besoeg-museet');
  expect(fresh).toMatchObject({ status: 200, cache: 'MISS' });
  expect(sanity.requests).toBeGreaterThan(0);
});

test('CMS slow beyond the timeout: stale page after at most two 2.5 s tries, else the 500 page; then recovery', async () => {
  test.setTimeout(60_000);
  sanity.mode = 'ok';
  expect((await get('/besoeg-museet')).status).toBe(200);
  await pause(PAST_SWR);
  sanity.mode = 'slow';
  sanity.slowMs = 8_000;
  const stale = await get('/besoeg-museet');
  expect(stale).toMatchObject({ status: 200, cache: 'STALE-IF-ERROR' });
  expect(stale.ms).toBeLessThan(7_500);
  const uncached = await get('/en');
  expect(uncached.status).toBe(500);
  expect(uncached.ms).toBeLessThan(7_500);
  sanity.mode = 'ok';
  // Back to answering at once: the uncached page renders, the stale one is rendered again.
  const recovered = await get('/en');
  expect(recovered).toMatchObject({ status: 200, cache: 'MISS' });
  expect(recovered.ms).toBeLessThan(2_500);
  expect(await get('/besoeg-museet')).toMatchObject({ status: 200, cache: 'MISS' });
});

test('CMS answering invalid JSON: stale page, else the 500 page; never a crash', async () => {
  sanity.mode = 'ok';
  expect((await get('/besoeg-museet')).status).toBe(200);
  await pause(PAST_SWR);
  sanity.mode = 'invalid-json';
  expect(await get('/besoeg-museet')).toMatchObject({ status: 200, cache: 'STALE-IF-ERROR' });
  expect((await get('/de')).status).toBe(500);
  sanity.mode = 'ok';
  expect((await get('/de')).status).toBe(200);
  expect((await get('/healthz')).status).toBe(200);
});
