import { type ChildProcess, spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { documentKey } from '@runtime/cache/surrogateKeys';
import { readNdjson, type StoredDocument } from '@runtime/cms/source/dataset';
import { type LocalSanityServer, startLocalSanityServer } from '@runtime/cms/source/local-sanity-server';
import { encodeSession, sessionKeyFromEnv } from '@runtime/preview/session';
import { TEST_PORT } from '../../playwright.config';
import { type ExtraServer, startExtraServer } from './helpers/extraServer';
import { expect, test } from './helpers/test';
import { startVarnish, type Varnish } from './helpers/varnish';

/**
 * The production edge with a real HTTP cache (docs/DEPLOYMENT.md, "Varnish in front (tested)"): Debian's Varnish
 * with deploy/varnish/default.vcl in front of two copies of the built server, both reading the local
 * Sanity-compatible query server (so a document changed there is what both copies render next), and the CMS's
 * publish webhook through scripts/purge-fanout.mjs to both copies and Varnish.
 */
const SANITY_PORT = TEST_PORT + 10;
const COPY_PORTS: [number, number] = [TEST_PORT + 11, TEST_PORT + 12];
const VARNISH_PORT = TEST_PORT + 13;
const FANOUT_PORT = TEST_PORT + 14;
const SECRET = 'varnish-webhook-secret';
const SESSION_KEY = 'varnish-preview-session-key';

/**
 * The one test-only rule of VCL: a URL asked for with `?short-ttl` is fresh for 1 s instead of the origin's
 * s-maxage (300 s), and its stale-while-revalidate window is 1 s instead of an hour (Varnish's reading of it, before
 * default.vcl's rules), so the tests see a page that has really expired, past its stale-while-revalidate: only the
 * VCL's reading of stale-if-error can then keep it. Everything else is the repo's VCL.
 */
const SHORT_TTL_VCL = `
sub vcl_backend_response {
  if (bereq.url ~ "[?&]short-ttl(&|$)") {
    set beresp.ttl = 1s;
    set beresp.grace = 1s;
  }
}
`;

const PAGE = '/besoeg-museet';
const PUBLISHED_TITLE = 'Besøg museet';
const DRAFT_TITLE = 'Besøg museet – nye sommeråbningstider (kladde)';
const UNRELATED = '/kalender';
const CONTACT_ID = 'contactPerson-mette-lund';

let sanity: LocalSanityServer;
let copies: ExtraServer[] = [];
let varnish: Varnish;
let fanout: ChildProcess | undefined;
let fanoutOutput = '';
let dataset: StoredDocument[];

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** X-Cache from Varnish: HIT, STALE or MISS. */
  cache: string | undefined;
  /** The page's first-level heading, tags stripped. */
  title: string | undefined;
}

/** A GET over node:http, so the Host header (the site) is sent as written. */
function get(port: number, path: string, options: { site?: string; cookie?: string; encoding?: string } = {}) {
  const host = options.site && options.site !== 'natmus' ? `${options.site}.localhost` : 'localhost';
  const headers: Record<string, string> = { host: `${host}:${port}` };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.encoding) headers['accept-encoding'] = options.encoding;
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => {
        const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1];
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          cache: res.headers['x-cache'] as string | undefined,
          title: h1?.replace(/<[^>]+>/g, '').trim(),
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
/** Through Varnish. */
const cached = (path: string, options?: { site?: string; cookie?: string; encoding?: string }) =>
  get(VARNISH_PORT, path, options);
/** From one server copy directly. */
const fromCopy = (index: 0 | 1, path: string) => get(COPY_PORTS[index], path);

/** POSTs a notice to the fan-out as Sanity's webhook does, signed with `secret` (none: unsigned). */
async function publish(notice: Record<string, unknown>, secret: string | null = SECRET) {
  const body = JSON.stringify(notice);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret) headers[SIGNATURE_HEADER_NAME] = await encodeSignatureHeader(body, Date.now(), secret);
  const response = await fetch(`http://127.0.0.1:${FANOUT_PORT}/`, { method: 'POST', body, headers });
  return {
    status: response.status,
    summary: (await response.json()) as {
      keys?: string[];
      paths?: string[];
      copies?: { origin: string; status: number }[];
      failed?: string[];
      error?: string;
    },
  };
}

const stored = (id: string) => {
  const document = dataset.find((each) => each._id === id);
  if (!document) throw new Error(`${id} is not in the dataset`);
  return document;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startFanout() {
  fanout = spawn(process.execPath, ['scripts/purge-fanout.mjs'], {
    env: {
      ...process.env,
      FANOUT_PORT: String(FANOUT_PORT),
      FANOUT_ORIGINS: COPY_PORTS.map((port) => `http://127.0.0.1:${port}`).join(' '),
      FANOUT_CACHES: `http://127.0.0.1:${VARNISH_PORT}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  fanout.stdout?.on('data', (chunk) => {
    fanoutOutput += String(chunk);
  });
  fanout.stderr?.on('data', (chunk) => {
    fanoutOutput += String(chunk);
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const up = await fetch(`http://127.0.0.1:${FANOUT_PORT}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    if (fanout.exitCode !== null) break;
    await pause(100);
  }
  throw new Error(`The fan-out did not start: ${fanoutOutput}`);
}

test.describe('Varnish in front of two server copies, purged through the fan-out', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    dataset = readNdjson('fixtures/content/dataset.ndjson');
    sanity = await startLocalSanityServer({ datasetFile: 'fixtures/content/dataset.ndjson', port: SANITY_PORT });
    const env = {
      CONTENT_SOURCE: 'live',
      SANITY_PROJECT_ID: 'local',
      SANITY_API_HOST: sanity.url,
      SANITY_WEBHOOK_SECRET: SECRET,
      PREVIEW_SESSION_KEY: SESSION_KEY,
      CONTENT_TODAY: '2026-11-22',
    };
    copies = await Promise.all(COPY_PORTS.map((port) => startExtraServer(port, env)));
    varnish = await startVarnish(VARNISH_PORT, COPY_PORTS, { extraVcl: SHORT_TTL_VCL });
    await startFanout();
  });

  test.afterAll(async () => {
    fanout?.kill();
    await varnish?.stop();
    await Promise.all(copies.map((copy) => copy.stop()));
    await sanity?.close();
  });

  test('pages are served from Varnish’s cache, one entry per host: two sites’ / differ', async () => {
    const first = await cached('/');
    expect(first).toMatchObject({ status: 200, cache: 'MISS', title: 'Nationalmuseet' });
    const second = await cached('/');
    expect(second).toMatchObject({ status: 200, cache: 'HIT' });
    expect(second.body).toBe(first.body);
    // The same path on another host is another entry: not the main site's page.
    const kronborg = await cached('/', { site: 'kronborg' });
    expect(kronborg.cache).toBe('MISS');
    expect(kronborg.title).toMatch(/Kronborg/);
    expect(kronborg.title).not.toBe(first.title);
    expect(await cached('/', { site: 'kronborg' })).toMatchObject({ cache: 'HIT', title: kronborg.title });
    // Visitors see neither the keys nor Varnish's own headers.
    expect(second.headers['surrogate-key']).toBeUndefined();
    expect(second.headers['x-path']).toBeUndefined();
    expect(second.headers['cache-control']).toMatch(/s-maxage=300/);
  });

  test('compression survives the cache: br to a browser that takes it, gzip to one that takes only gzip, plain text to the rest', async () => {
    const path = '/udstillinger/guldhornene';
    // Each copy has the page in its own cache (a render answers gzip at most; a cached page br too).
    for (const port of COPY_PORTS) await get(port, path);
    const encodingOf = async (encoding?: string) => {
      await cached(path, { encoding });
      const answer = await cached(path, { encoding });
      return { cache: answer.cache, encoding: answer.headers['content-encoding'] ?? 'identity' };
    };
    expect(await encodingOf('gzip, deflate, br, zstd')).toEqual({ cache: 'HIT', encoding: 'br' });
    expect(await encodingOf('gzip')).toEqual({ cache: 'HIT', encoding: 'gzip' });
    expect(await encodingOf('br;q=0, gzip')).toEqual({ cache: 'HIT', encoding: 'gzip' });
    expect(await encodingOf()).toEqual({ cache: 'HIT', encoding: 'identity' });
  });

  test('a signed publish through the fan-out: within a second the changed page is fresh through Varnish and from each copy, an unrelated page stays cached', async () => {
    for (const path of [PAGE, PAGE, UNRELATED, UNRELATED]) await cached(path);
    expect(await cached(PAGE)).toMatchObject({ cache: 'HIT' });
    for (const index of [0, 1] as const) expect((await fromCopy(index, PAGE)).body).toContain('Mette Lund');

    sanity.publish({ ...stored(CONTACT_ID), name: 'Mette Skov' });
    // Published in the CMS, no webhook yet: every cache still serves the page it stored.
    expect((await cached(PAGE)).body).toContain('Mette Lund');
    for (const index of [0, 1] as const) expect((await fromCopy(index, PAGE)).body).toContain('Mette Lund');

    // The fan-out answers once both copies and Varnish have purged: from then on, every request is fresh. The clock
    // stops there; the renders of the fresh page that follow are the origin's ordinary work (on this shared
    // two-core machine, a few hundred ms under load), not staleness.
    const started = performance.now();
    const { status, summary } = await publish({ _id: CONTACT_ID, _type: 'contactPerson', operation: 'update' });
    const purgedAfter = performance.now() - started;
    const [page, first, second, unrelated] = await Promise.all([
      cached(PAGE),
      fromCopy(0, PAGE),
      fromCopy(1, PAGE),
      cached(UNRELATED),
    ]);
    test.info().annotations.push({
      type: 'timing',
      description: `purged everywhere ${Math.round(purgedAfter)} ms after the webhook, fresh answers after ${Math.round(performance.now() - started)} ms`,
    });

    expect(status, JSON.stringify(summary)).toBe(200);
    expect(summary.keys).toContain(documentKey(CONTACT_ID));
    expect(summary.copies?.map((copy) => copy.status)).toEqual([200, 200]);
    expect(page.cache).toBe('MISS');
    for (const answer of [page, first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('Mette Skov');
      expect(answer.body).not.toContain('Mette Lund');
    }
    expect(unrelated.cache).toBe('HIT');
    expect(purgedAfter, 'ms from the webhook to every cache purged').toBeLessThan(1000);
  });

  test('a page created in the CMS replaces the 404 Varnish stored at its URL and its JSON’s (a purge by path)', async () => {
    const path = '/udstillinger/ny-udstilling';
    const json = `${path}/index.pageContext.json`;
    expect(await cached(path)).toMatchObject({ status: 404 });
    expect(await cached(path)).toMatchObject({ status: 404, cache: 'HIT' });
    // Its client-navigation JSON: Vike answers 200, the page's status in X-Page-Status.
    await cached(json);
    const missingJson = await cached(json);
    expect(missingJson).toMatchObject({ cache: 'HIT' });
    expect(missingJson.headers['x-page-status']).toBe('404');
    const id = 'exhibition-natmus-ny-udstilling-da';
    sanity.publish({
      ...stored('exhibition-natmus-guldhornene-da'),
      _id: id,
      title: 'Ny udstilling',
      slug: { _type: 'slug', current: 'udstillinger/ny-udstilling' },
    });
    const { status, summary } = await publish({
      _id: id,
      _type: 'exhibition',
      operation: 'create',
      site: 'natmus',
      slug: 'udstillinger/ny-udstilling',
    });
    expect(status, JSON.stringify(summary)).toBe(200);
    expect(summary.paths).toContain(path);
    expect(await cached(path)).toMatchObject({ status: 200, cache: 'MISS', title: 'Ny udstilling' });
    const pageJson = await cached(json);
    expect(pageJson).toMatchObject({ status: 200, cache: 'MISS' });
    expect(pageJson.headers['x-page-status']).toBeUndefined();
    expect(pageJson.body).toContain('Ny udstilling');
  });

  test('an unsigned or badly signed webhook through the fan-out is refused (401) and purges nothing', async () => {
    const path = '/udstillinger/guldhornene';
    await cached(path);
    expect(await cached(path)).toMatchObject({ cache: 'HIT', title: 'Guldhornene' });
    for (const index of [0, 1] as const) await fromCopy(index, path);
    const id = 'exhibition-natmus-guldhornene-da';
    sanity.publish({ ...stored(id), title: 'Guldhornene, genfundet' });
    const notice = {
      _id: id,
      _type: 'exhibition',
      operation: 'update',
      site: 'natmus',
      slug: 'udstillinger/guldhornene',
    };

    for (const secret of [null, 'not-the-secret']) {
      const { status, summary } = await publish(notice, secret);
      expect(status, `${secret}: ${JSON.stringify(summary)}`).toBe(401);
      expect(summary.keys).toBeUndefined();
      expect(summary.copies?.map((copy) => copy.status)).toEqual([401, 401]);
      expect(await cached(path)).toMatchObject({ cache: 'HIT', title: 'Guldhornene' });
      for (const index of [0, 1] as const) {
        const copy = await fromCopy(index, path);
        expect(copy.headers['x-page-cache']).toMatch(/^(HIT|STALE)$/);
        expect(copy.title).toBe('Guldhornene');
      }
    }
    // The same notice, signed: the change shows (so the refusals above were what kept it out).
    expect((await publish(notice)).status).toBe(200);
    expect(await cached(path)).toMatchObject({ cache: 'MISS', title: 'Guldhornene, genfundet' });
  });

  test('the preview cookie, and the locale cookie on /, pass to the origin; the answers are not stored', async () => {
    await cached(PAGE);
    expect(await cached(PAGE)).toMatchObject({ cache: 'HIT', title: PUBLISHED_TITLE });
    const session = encodeSession(
      { exp: Math.floor(Date.now() / 1000) + 600, releases: [] },
      sessionKeyFromEnv({ PREVIEW_SESSION_KEY: SESSION_KEY }),
    );
    // Twice, so both copies answer it (round robin): drafts each time, never from the cache.
    for (const _ of [1, 2]) {
      const preview = await cached(PAGE, { cookie: `museum-preview=${session}` });
      expect(preview).toMatchObject({ status: 200, cache: 'MISS', title: DRAFT_TITLE });
      expect(preview.headers['cache-control']).toBe('private, no-store');
    }
    expect(await cached(PAGE)).toMatchObject({ cache: 'HIT', title: PUBLISHED_TITLE });
    // A cookie that only looks like preview is dropped, like every other cookie.
    expect(await cached(PAGE, { cookie: `not-museum-preview=${session}` })).toMatchObject({
      cache: 'HIT',
      title: PUBLISHED_TITLE,
    });

    await cached('/');
    expect(await cached('/')).toMatchObject({ status: 200, cache: 'HIT' });
    const redirected = await cached('/', { cookie: 'locale=en' });
    expect(redirected).toMatchObject({ status: 302, cache: 'MISS' });
    expect(redirected.headers.location).toBe('/en');
    expect(await cached('/', { cookie: 'locale=da' })).toMatchObject({ status: 200, cache: 'HIT' });
    // Elsewhere the locale cookie changes nothing: the stored page.
    expect(await cached(UNRELATED, { cookie: 'locale=en' })).toMatchObject({ status: 200, cache: 'HIT' });
    expect(await cached('/')).toMatchObject({ status: 200, cache: 'HIT' });
  });

  test('with the origin healthy, a page past its stale-while-revalidate is fetched anew, not served stale', async () => {
    const path = `${PAGE}?short-ttl&swr`;
    expect(await cached(path)).toMatchObject({ status: 200, cache: 'MISS' });
    expect(await cached(path)).toMatchObject({ cache: 'HIT' });
    // Past the 1 s TTL and the 1 s stale-while-revalidate, inside the day of stale-if-error.
    await pause(3_000);
    const again = await cached(path);
    expect(again).toMatchObject({ status: 200, cache: 'MISS' });
    expect(await cached(path)).toMatchObject({ cache: 'HIT' });
  });

  test('with both origins stopped, Varnish serves an expired page stale and a never-stored page a short plain 503; the fan-out answers 502 naming the copies', async () => {
    const path = `${PAGE}?short-ttl`;
    const before = await cached(path);
    expect(before).toMatchObject({ status: 200, cache: 'MISS' });
    expect(await cached(path)).toMatchObject({ cache: 'HIT' });

    await Promise.all(copies.map((copy) => copy.stop()));
    // Past the 1 s TTL and the 1 s stale-while-revalidate (so only stale-if-error keeps the page), and long enough
    // for the health probes (every 500 ms) to mark both origins sick.
    await pause(3_000);
    for (const _ of [1, 2]) {
      const stale = await cached(path);
      expect(stale).toMatchObject({ status: 200, cache: 'STALE' });
      expect(stale.body).toBe(before.body);
    }
    expect(await cached(UNRELATED)).toMatchObject({ status: 200, cache: 'HIT' });
    // A publish now reaches no copy: the fan-out says so (Sanity retries), and the stale page stays.
    const { status, summary } = await publish({ _id: CONTACT_ID, _type: 'contactPerson', operation: 'update' });
    expect(status).toBe(502);
    expect(summary.failed).toEqual(COPY_PORTS.map((port) => `http://127.0.0.1:${port}`));
    expect(summary.keys).toEqual([]);
    expect(await cached(path)).toMatchObject({ status: 200, cache: 'STALE', body: before.body });

    const never = await cached('/aldrig-hentet');
    expect(never.status).toBe(503);
    expect(never.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(never.headers['cache-control']).toBe('no-store');
    expect(never.body).toBe('503 Service Unavailable');
  });
});
