import autocannon from 'autocannon';
import { BYPASS_TOKEN, TEST_PORT } from '../../playwright.config';
import { expect, test } from './helpers/test';

/**
 * A small load test for CI (the long soak is `npm run bench`): 3 s at concurrency 16
 * across page types, sites and locales, cached and bypassing the cache → no errors, no timeouts,
 * only 2xx, and the server healthy after.
 */
test('3 s of concurrent page views: zero errors, only 2xx', async ({ request }) => {
  test.setTimeout(60_000);
  const pages = ['/', '/en', '/besoeg-museet', '/de', '/sv'];
  const result = await autocannon({
    url: `http://127.0.0.1:${TEST_PORT}`,
    connections: 16,
    duration: 3,
    requests: [
      ...pages.map((path) => ({ path })),
      { path: '/', headers: { host: 'kronborg.localhost' } },
      { path: '/besoeg-museet', headers: { 'x-page-cache-bypass': BYPASS_TOKEN } },
    ],
  });
  console.log(
    `load: ${result.requests.total} requests, ${result.requests.average} req/s, p99 ${result.latency.p99} ms, ` +
      `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
  );
  expect(result.requests.total).toBeGreaterThan(0);
  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  expect(result.non2xx).toBe(0);
  expect((await request.get(`http://127.0.0.1:${TEST_PORT}/healthz`)).status()).toBe(200);
});
