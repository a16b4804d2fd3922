import { TEST_PORT } from '../../playwright.config';
import { DESIGNED_STATUSES, type FuzzCase, generateCases, HOSTILE_MARK } from '../hardening/httpFuzz';
import { exchange, header, type RawExchange } from '../hardening/rawHttp';
import { type ExtraServer, startExtraServer } from './helpers/extraServer';
import { expect, test } from './helpers/test';

/**
 * Fuzz: ≥ 5,000 generated requests (tests/hardening/httpFuzz.ts) written as raw bytes
 * to the production build's own server over TCP, so Node's HTTP parser, srvx, the Hono app, Vike's
 * rendering and the content lookup on the embedded dataset all take them → no crash and no
 * unhandled rejection (the process is still running, its log clean), only the issue's
 * 200/301/302/400/404/405 (plus the few answers a request admits for a reason of its own, see
 * FuzzRequest.admits), no malicious Host value anywhere in an answer, no redirect off the site, no
 * file from outside the served folders, and the server still healthy after.
 */
const PORT = TEST_PORT + 3;
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5200);
/** Connections in flight at once (the server is one process; more only queues). */
const CONCURRENCY = 6;

/** A Location may be a same-site path (never `//host` or `/\host`) or one of the configured origins. */
function safeLocation(location: string): boolean {
  if (/^\/(?![/\\])/.test(location)) return true;
  try {
    const url = new URL(location);
    return /^https?:$/.test(url.protocol) && /^(?:[\w-]+\.)*(?:localhost|natmus\.dk)$/.test(url.hostname);
  } catch {
    return false;
  }
}

/** Text that would only be in an answer if a file outside the served folders leaked. */
const LEAKS = [/root:x:0:0/, /"name":\s*"museum-sites"/, /\[core\]\s+repositoryformatversion/, /SANITY_[A-Z_]+=/];

function problemsOf(fuzzCase: FuzzCase, result: RawExchange, statuses: Map<number, number>): string[] {
  const problems: string[] = [];
  const label = (index: number) => {
    const request = fuzzCase.requests[index];
    return `[${fuzzCase.kind}] ${request?.method} ${JSON.stringify(request?.target.slice(0, 100))}`;
  };
  if (result.timedOut) problems.push(`${label(0)}: no answer within 20 s`);
  if (result.responses.length > fuzzCase.requests.length) {
    problems.push(`${label(0)}: ${result.responses.length} answers to ${fuzzCase.requests.length} requests`);
  }
  fuzzCase.requests.forEach((request, index) => {
    const response = result.responses[index];
    if (!response) {
      const previous = result.responses[index - 1];
      const closedBefore = previous && /close/i.test(header(previous, 'connection') ?? '');
      const refusedEarly = !request.mustBeAnswered && result.socketError;
      if (!closedBefore && !refusedEarly && !result.timedOut) {
        problems.push(`${label(index)}: no answer (${result.socketError ?? 'connection closed'})`);
      }
      return;
    }
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    if (
      !(DESIGNED_STATUSES as readonly number[]).includes(response.status) &&
      !request.admits.includes(response.status)
    ) {
      problems.push(`${label(index)}: answered ${response.status}`);
    }
    if (response.bodyError) problems.push(`${label(index)}: ${response.bodyError}`);
    const headerText = response.headers.map(([name, value]) => `${name}: ${value}`).join('\n');
    const bodyText = response.body.toString('utf8');
    if (`${headerText}\n${bodyText}`.toLowerCase().includes(HOSTILE_MARK)) {
      problems.push(`${label(index)}: a malicious Host value is in the answer`);
    }
    const location = header(response, 'location');
    if (location !== undefined && !safeLocation(location)) {
      problems.push(`${label(index)}: redirects off the site to ${JSON.stringify(location)}`);
    }
    for (const leak of LEAKS) if (leak.test(bodyText)) problems.push(`${label(index)}: leaks ${leak}`);
  });
  return problems;
}

let server: ExtraServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  server = await startExtraServer(PORT, { CONTENT_TODAY: '2026-11-22' });
});

test.afterAll(async () => {
  await server?.stop();
});

test(`fuzz: ${REQUESTS} generated raw requests to the built server (seed ${SEED})`, async ({ request }) => {
  test.setTimeout(240_000);
  const cases = generateCases(SEED, REQUESTS);
  const statuses = new Map<number, number>();
  const problems: string[] = [];
  let sent = 0;
  let nextCase = 0;
  const started = Date.now();
  const worker = async () => {
    while (nextCase < cases.length && server.alive()) {
      const fuzzCase = cases[nextCase] as FuzzCase;
      nextCase += 1;
      const result = await exchange(
        PORT,
        fuzzCase.bytes,
        fuzzCase.requests.map((r) => r.method),
        { pieces: fuzzCase.pieces },
      );
      sent += fuzzCase.requests.length;
      problems.push(...problemsOf(fuzzCase, result, statuses));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `fuzz: ${sent} requests on ${cases.length} connections in ${seconds.toFixed(1)} s; answers ${JSON.stringify(
      Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    )}`,
  );

  expect(server.alive(), `the server exited:\n${server.output().slice(-3000)}`).toBe(true);
  expect(sent).toBeGreaterThanOrEqual(5000);
  expect(problems.slice(0, 40), `${problems.length} problems`).toEqual([]);
  expect(server.output()).not.toMatch(/unhandled|uncaught|ERR_INTERNAL_ASSERTION|FATAL/i);
  // Still healthy: health, a page, a page on another site.
  expect((await request.get(`http://127.0.0.1:${PORT}/healthz`)).status()).toBe(200);
  expect((await request.get(`http://127.0.0.1:${PORT}/besoeg-museet`)).status()).toBe(200);
  expect((await request.get(`http://127.0.0.1:${PORT}/`, { headers: { host: 'kronborg.localhost' } })).status()).toBe(
    200,
  );
});

/** Traps the fuzz found or may miss by chance, each answered as it must be, over a real socket. */
test('known traps over raw sockets: open redirects, CONNECT and TRACE, forged hosts, traversal', async () => {
  const cases: [string, string, number, (answer: { location?: string; body: string }) => void][] = [
    ['GET', '//evil-host.example/', 301, ({ location }) => expect(location).toBe('/evil-host.example')],
    ['GET', '/\\evil-host.example/', 301, ({ location }) => expect(location).toBe('/evil-host.example')],
    ['GET', '/.//evil-host.example/', 301, ({ location }) => expect(location).toBe('/evil-host.example')],
    ['CONNECT', 'evil-host.example:443', 405, () => {}],
    ['TRACE', '/api/calendar/da.ics', 405, ({ body }) => expect(body).toBe('{"error":"Method not allowed"}')],
    ['TRACE', '/api/unknown', 404, ({ body }) => expect(body).toBe('{"error":"Not found"}')],
    ['TRACE', '/besoeg-museet', 405, () => {}],
    ['GET', 'http://evil-host.example/besoeg-museet/', 301, ({ location }) => expect(location).toBe('/besoeg-museet')],
    ['GET', '/assets/..%2f..%2fpackage.json', 400, () => {}],
    ['GET', '/images/embedded/stage/..%2f..%2f..%2fpackage.json', 400, () => {}],
    ['GET', '/api/preview/disable?redirect=//evil-host.example', 307, ({ location }) => expect(location).toBe('/')],
  ];
  for (const [method, target, status, check] of cases) {
    const bytes = Buffer.from(
      `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-Host: evil-host.example\r\nConnection: close\r\n\r\n`,
    );
    const result = await exchange(PORT, bytes, [method]);
    const response = result.responses[0];
    expect(response?.status, `${method} ${target}`).toBe(status);
    if (response) check({ location: header(response, 'location'), body: response.body.toString('utf8') });
  }
  for (const host of ['evil-host.example', 'natmus.dk.evil-host.example', 'evil-host.example/besoeg-museet']) {
    for (const path of ['/', '/sitemap.xml', '/robots.txt', '/besoeg-museet', '/api/calendar/da.ics']) {
      const result = await exchange(
        PORT,
        Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
        ['GET'],
      );
      const response = result.responses[0];
      expect(response?.status, `${host} ${path}`).toBe(200);
      expect(response?.body.toString('utf8'), `${host} ${path}`).not.toContain('evil-host');
    }
  }
});
