import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startLocalSanityServer } from '@runtime/cms/source/local-sanity-server';
import { CSS_BUDGET, firstLoadBytes, JS_TARGET } from '@tests/browser/helpers/firstLoad';
import { type DatasetPage, datasetPages, onePagePerType } from '@tests/browser/helpers/site';
import { startVarnish } from '@tests/browser/helpers/varnish';
import { writeScaledDataset } from '../scripts/scale-dataset';
import { labVitals, type Vitals } from './lib/lighthouse';
import {
  BYPASS_TOKEN,
  cpuSeconds,
  ROOT,
  rawGet,
  rssBytes,
  settledMemory,
  startCeilingServer,
  startSiteServer,
} from './lib/processes';

/**
 * `npm run bench`: server throughput against the static ceiling, content cost, client
 * weight, lab vitals, growth with the dataset, a load-and-soak run, the page cache under misses and junk,
 * and warm pages through Varnish against direct, all written with the date and the machine into
 * bench/RESULTS.md (its section between the bench markers; the rest is kept).
 * Needs the production build (`npm run build`; bench/run.mjs builds when dist/ is missing).
 *
 * Environment: BENCH_DURATION (seconds per autocannon run, default 10), BENCH_SECTIONS (comma list of
 * throughput, content, weight, vitals, growth, soak, cache, varnish; default all), BENCH_GROWTH (factors,
 * default 1,10,100), BENCH_SOAK_REQUESTS (default 100000), BENCH_PORT (first of the ports used, default 3700;
 * the varnish section uses BENCH_PORT+10 and +11), BENCH_WRITE=0 to print without writing RESULTS.md.
 *
 * A run of some sections (BENCH_SECTIONS) merges into the last run's figures: bench/results/latest.json keeps the
 * other sections' results, this run's replace theirs, and the whole bench block of RESULTS.md is written again from
 * the merged report, which says which sections were re-run when.
 */

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 32;
const ALL_SECTIONS = ['throughput', 'content', 'weight', 'vitals', 'growth', 'soak', 'cache', 'varnish'];
const SECTIONS = new Set((process.env.BENCH_SECTIONS ?? ALL_SECTIONS.join(',')).split(',').map((s) => s.trim()));
/** A run of only some sections merges into the last run's report (see above). */
const MERGE = ALL_SECTIONS.some((section) => !SECTIONS.has(section));
const GROWTH = (process.env.BENCH_GROWTH ?? '1,10,100').split(',').map(Number);
const SOAK_REQUESTS = Number(process.env.BENCH_SOAK_REQUESTS ?? 100_000);
const SOAK_WARMUP = Math.min(10_000, Math.round(SOAK_REQUESTS / 10));
/** The warm-up ends when a batch adds less than this share to the settled RSS (or after SOAK_WARMUP_BATCHES). */
const SOAK_STEADY = 0.02;
const SOAK_WARMUP_BATCHES = 8;
/** The soak runs in batches, with the server's RSS read after each, once idle for SOAK_SETTLE_MS. */
const SOAK_BATCHES = 4;
const SOAK_SETTLE_MS = 2_000;
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3700);
const WRITE = process.env.BENCH_WRITE !== '0';
/** The calendar's events depend on the day: pinned so runs compare (the demo day of the browser tests). */
const TODAY = process.env.CONTENT_TODAY ?? '2026-11-22';

const TARGETS = {
  warmOfCeiling: 0.8,
  uncachedP50Ms: 10,
  roundTrips: 1,
  lighthouse: 0.95,
  rssGrowth: 0.1,
  coalescedQueries: 1,
  junkRssGrowth: 0.1,
};

interface BenchUrl {
  name: string;
  path: string;
  host?: string;
}

const URLS: BenchUrl[] = [
  { name: 'front page', path: '/' },
  { name: 'exhibition', path: '/udstillinger/guldhornene' },
  { name: 'calendar', path: '/kalender' },
  { name: 'knowledge article (bevaring)', path: '/viden/mosefund', host: 'bevaring.localhost' },
  { name: 'search', path: '/soeg?q=guld' },
];

/** An uncached view: the page cache's bypass header with the token the bench's servers are started with. */
const NO_CACHE = { 'x-page-cache-bypass': BYPASS_TOKEN };
/** Concurrent misses of one page in the cache section (the page cache renders it once). */
const COALESCED_MISSES = 32;
/**
 * Junk URLs in the cache section (missing pages, non-canonical spellings, unused query strings), in batches of
 * JUNK_BATCH with the server's RSS read after each: RSS after the first 5,000, and whether the next 15,000 add to it.
 */
const JUNK_URLS = 20_000;
const JUNK_BATCH = 5_000;

const headersOf = (url: { host?: string }, extra: Record<string, string> = {}) => ({
  ...(url.host ? { host: url.host } : {}),
  ...extra,
});

interface Load {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  bytes: number;
}

async function load(origin: string, url: BenchUrl, extra: Record<string, string> = {}, seconds = DURATION) {
  const result = await autocannon({
    url: `${origin}${url.path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: headersOf(url, extra),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytes: result.throughput.average,
  } satisfies Load;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

function log(message: string): void {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
};

/** Sequential uncached page views: wall time per view on loopback with a kept-alive connection. */
/** Uncached views of a URL before its timed ones. */
const SEQUENTIAL_WARMUP = 5;
/**
 * Rounds of an uncached view of every page type before the content section times any (so the code is compiled and
 * the heap at its working size whether or not the throughput section ran before), and timed rounds.
 */
const CONTENT_WARMUP_ROUNDS = 40;
const CONTENT_TIMED_ROUNDS = 20;

async function sequentialTimes(
  origin: string,
  url: BenchUrl,
  count: number,
  warmup = SEQUENTIAL_WARMUP,
): Promise<number[]> {
  const times: number[] = [];
  // Compile the page type's paths and warm its root data: the first views are not what a running server pays.
  for (let i = 0; i < warmup; i += 1) await rawGet(origin, url.path, headersOf(url, NO_CACHE));
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await rawGet(origin, url.path, headersOf(url, NO_CACHE));
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${url.path}: ${response.status}`);
  }
  return times;
}

// ---------------------------------------------------------------------------------------------------
// Sections

/** The two ways browsers ask: without Accept-Encoding (uncompressed bodies), and as real browsers do. */
const ENCODINGS = [
  { name: 'identity', headers: {} as Record<string, string> },
  { name: 'br, gzip', headers: { 'accept-encoding': 'br, gzip' } as Record<string, string> },
];
/** Site and ceiling alternate this many rounds per row; the ratio reported is the median of the rounds. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface ThroughputRow {
  url: BenchUrl;
  /** Accept-Encoding of the row ('identity': none). */
  encoding: string;
  /** The round whose ratio is the median (ceiling and warm of the same round). */
  ceiling?: Load;
  warm: Load;
  /** warm / ceiling of every round, in order. */
  ratios: number[];
  /** Load average (1 min) at the end of each round. */
  loads: number[];
  cold: Load;
  bytes: number;
}

async function throughput(origin: string, ceilingPort: number, withCeiling: boolean): Promise<ThroughputRow[]> {
  const rows: ThroughputRow[] = [];
  const scratch = mkdtempSync(join(os.tmpdir(), 'bench-ceiling-'));
  try {
    for (const url of URLS) {
      for (const encoding of ENCODINGS) {
        const asked = headersOf(url, encoding.headers);
        await rawGet(origin, url.path, asked);
        await rawGet(origin, url.path, asked); // now cached (when the page is cacheable), its variant made
        const recorded = await rawGet(origin, url.path, asked);
        const rounds: { ceiling?: Load; warm: Load; load: number }[] = [];
        const server = withCeiling ? await startCeiling(scratch, ceilingPort, recorded) : undefined;
        try {
          for (let round = 0; round < (server ? ROUNDS : 1); round += 1) {
            const ceiling = server ? await load(server.origin, url, encoding.headers) : undefined;
            const warm = await load(origin, url, encoding.headers);
            rounds.push({ ceiling, warm, load: os.loadavg()[0] ?? 0 });
          }
        } finally {
          await server?.stop();
        }
        const ratios = rounds.map((r) => (r.ceiling ? r.warm.rps / r.ceiling.rps : Number.NaN));
        const middle = rounds[ratios.indexOf(median(ratios))] ?? (rounds[0] as (typeof rounds)[number]);
        const cold = await load(origin, url, { ...encoding.headers, ...NO_CACHE });
        log(
          `${url.name} [${encoding.name}]: warm/ceiling ${ratios.map((r) => pct(r)).join(', ')} (${rounds.map((r) => `${f0(r.warm.rps)}/${r.ceiling ? f0(r.ceiling.rps) : '-'}`).join(', ')} req/s), cold ${cold.rps.toFixed(1)} (load ${loadAverage()})`,
        );
        rows.push({
          url,
          encoding: encoding.name,
          ceiling: middle.ceiling,
          warm: middle.warm,
          ratios,
          loads: rounds.map((r) => r.load),
          cold,
          bytes: recorded.body.length,
        });
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return rows;
}

/** The static ceiling for one recorded response: the identical status, headers and bytes (compressed or not). */
async function startCeiling(scratch: string, port: number, recorded: Awaited<ReturnType<typeof rawGet>>) {
  const file = join(scratch, 'response.json');
  const headers = { ...recorded.headers };
  for (const name of ['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']) {
    delete headers[name];
  }
  writeFileSync(file, JSON.stringify({ status: recorded.status, headers, body: recorded.body.toString('base64') }));
  return startCeilingServer(port, file);
}

/** One page of each page type in the dataset (the main site and Danish where there is one). */
function pagePerType(): (DatasetPage & BenchUrl)[] {
  return onePagePerType().map((page) => ({
    ...page,
    name: page.type,
    host: page.site === 'natmus' ? undefined : `${page.site}.localhost`,
  }));
}

interface ContentCostRow {
  type: string;
  site: string;
  path: string;
  roundTrips: number;
  liveP50: number;
  /** One page type at a time: its views in a row, after warm-up views of it. */
  embeddedP50: number;
  embeddedP90: number;
  /** Page types interleaved: each view follows one of another type (as uncached views come in mixed traffic). */
  mixedP50: number;
  mixedP90: number;
}

async function contentCost(embeddedOrigin: string, port: number, sanityPort: number): Promise<ContentCostRow[]> {
  const pages = pagePerType();
  const sanity = await startLocalSanityServer({
    datasetFile: join(ROOT, 'fixtures/content/dataset.ndjson'),
    port: sanityPort,
  });
  const live = await startSiteServer(port, {
    CONTENT_SOURCE: 'live',
    SANITY_PROJECT_ID: 'local',
    SANITY_API_HOST: sanity.url,
    CONTENT_TODAY: TODAY,
  });
  const rows: ContentCostRow[] = [];
  try {
    for (const page of pages) {
      const views = 10;
      await sequentialTimes(live.origin, page, 0); // its warm-up views only
      sanity.requests = 0;
      const liveTimes = await sequentialTimes(live.origin, page, views, 0);
      const roundTrips = sanity.requests / views;
      rows.push({
        type: page.type,
        site: page.site,
        path: page.path,
        roundTrips,
        liveP50: median(liveTimes),
        embeddedP50: Number.NaN,
        embeddedP90: Number.NaN,
        mixedP50: Number.NaN,
        mixedP90: Number.NaN,
      });
      log(`content cost ${page.type} ${page.path}: ${roundTrips} round trips`);
    }
  } finally {
    await live.stop();
    await sanity.close();
  }
  // Server time on the embedded dataset: warm-up rounds, then timed ones, every page once per round.
  await interleavedTimes(embeddedOrigin, pages, CONTENT_WARMUP_ROUNDS);
  const embedded = await interleavedTimes(embeddedOrigin, pages, CONTENT_TIMED_ROUNDS);
  for (const [index, row] of rows.entries()) {
    const times = embedded[index] as number[];
    row.mixedP50 = median(times);
    row.mixedP90 = percentile(times, 0.9);
  }
  // And one page type at a time (after its own warm-up views), as the target was set.
  for (const [index, page] of pages.entries()) {
    const row = rows[index] as ContentCostRow;
    const times = await sequentialTimes(embeddedOrigin, page, CONTENT_TIMED_ROUNDS);
    row.embeddedP50 = median(times);
    row.embeddedP90 = percentile(times, 0.9);
  }
  return rows;
}

/**
 * Sequential uncached views of pages, each page once per round, for some rounds: per page, its times. Interleaved,
 * so the server's warming, its collections and the machine's other work fall on every page alike, not on whichever
 * page comes first.
 */
async function interleavedTimes(origin: string, pages: BenchUrl[], rounds: number): Promise<number[][]> {
  const times = pages.map((): number[] => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, page] of pages.entries()) {
      const started = performance.now();
      const response = await rawGet(origin, page.path, headersOf(page, NO_CACHE));
      times[index]?.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${page.path}: ${response.status}`);
    }
  }
  return times;
}

interface WeightRow {
  name: string;
  path: string;
  js: number;
  css: number;
  files: number;
}

async function clientWeight(origin: string): Promise<WeightRow[]> {
  const rows: WeightRow[] = [];
  const measure = async (name: string, url: BenchUrl) => {
    const response = await rawGet(origin, url.path, headersOf(url));
    const { js, css, files } = firstLoadBytes(response.body.toString('utf8'));
    rows.push({
      name,
      path: url.host ? `${url.host.replace('.localhost', '')}: ${url.path}` : url.path,
      js,
      css,
      files: files.length,
    });
  };
  for (const page of pagePerType()) await measure(page.type, page);
  await measure('search', { name: 'search', path: '/soeg?q=guld' });
  const index = (await rawGet(origin, '/mocks')).body.toString('utf8');
  const mocks = ['/mocks', ...new Set([...index.matchAll(/href="(\/mocks\/[\w-]+)"/g)].map((m) => m[1] as string))];
  for (const path of mocks) await measure(`mock ${path}`, { name: path, path });
  return rows;
}

/**
 * Asks once for the page and every image its HTML names, so Lighthouse measures the page as a visitor meets it in
 * production, where the images come from Sanity's CDN: the embedded image route cuts and scales an image with sharp
 * the first time a size is asked for (some 300 ms on this machine), which would otherwise land in the page's largest
 * paint.
 */
async function warmPageImages(port: number, host: string, path: string): Promise<void> {
  const loopback = `http://127.0.0.1:${port}`;
  const html = (await rawGet(loopback, path, { host })).body.toString('utf8');
  const images = new Set<string>();
  for (const match of html.matchAll(/(?:src|srcset|imageSrcSet)="([^"]+)"/gi)) {
    for (const candidate of (match[1] as string).split(',')) {
      const address = candidate.trim().split(/\s+/)[0]?.replaceAll('&amp;', '&');
      if (address?.startsWith('/images/')) images.add(address);
    }
  }
  // With the Accept header Chromium sends for images, so the variant it will ask for (WebP) is the one warmed.
  const accept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
  for (const image of images) await rawGet(loopback, image, { host, accept });
}

/** Lighthouse runs per page; the median run is reported (BENCH_LIGHTHOUSE_RUNS). */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

async function vitals(port: number): Promise<(Vitals & { name: string; url: string; scores?: number[] })[]> {
  // Every page type (one page each, pagePerType), and search.
  const chosen = [...pagePerType(), { name: 'search', path: '/soeg?q=guld', site: 'natmus' }];
  const rows: (Vitals & { name: string; url: string; scores?: number[] })[] = [];
  for (const page of chosen) {
    const origin = page.site === 'natmus' ? `http://localhost:${port}` : `http://${page.site}.localhost:${port}`;
    const url = `${origin}${page.path}`;
    await warmPageImages(port, new URL(origin).host, page.path);
    // Lighthouse's score moves by a few points from run to run on one machine: the median of LIGHTHOUSE_RUNS runs
    // (the run with the median score, as Lighthouse's own guidance on variability advises).
    const runs: Vitals[] = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await labVitals(url, BASE_PORT + 9));
    runs.sort((a, b) => a.score - b.score);
    const result = runs[Math.floor(runs.length / 2)] as Vitals;
    rows.push({ name: page.name, url, ...result, scores: runs.map((run) => run.score) });
    log(
      `lighthouse ${page.name}: ${Math.round(result.score * 100)} (runs ${runs.map((run) => Math.round(run.score * 100)).join(', ')}; load ${loadAverage()})`,
    );
  }
  return rows;
}

interface GrowthRow {
  factor: number;
  documents: number;
  startMs: number;
  rssMb: number;
  urls: { url: BenchUrl; warm: Load; cold: Load; uncachedP50: number }[];
}

async function growth(
  port: number,
  reuse?: { rows: ThroughputRow[]; uncached: Map<string, number> },
): Promise<GrowthRow[]> {
  const rows: GrowthRow[] = [];
  for (const factor of GROWTH) {
    const file =
      factor === 1 ? join(ROOT, 'fixtures/content/dataset.ndjson') : join(ROOT, `.cache/dataset.x${factor}.ndjson`);
    const documents =
      factor === 1 ? readFileSync(file, 'utf8').split('\n').filter(Boolean).length : writeScaledDataset(factor, file);
    const started = performance.now();
    const server = await startSiteServer(port, { CONTENT_DATASET: file, CONTENT_TODAY: TODAY });
    const startMs = performance.now() - started;
    try {
      const urls: GrowthRow['urls'] = [];
      for (const url of URLS) {
        const uncachedP50 =
          factor === 1 && reuse?.uncached.has(url.path)
            ? (reuse.uncached.get(url.path) as number)
            : median(await sequentialTimes(server.origin, url, factor >= 100 ? 5 : 10));
        const reused = factor === 1 ? reuse?.rows.find((row) => row.url.path === url.path) : undefined;
        if (reused) {
          urls.push({ url, warm: reused.warm, cold: reused.cold, uncachedP50 });
          continue;
        }
        await rawGet(server.origin, url.path, headersOf(url));
        const warm = await load(server.origin, url);
        const cold = await load(server.origin, url, NO_CACHE);
        urls.push({ url, warm, cold, uncachedP50 });
        log(
          `growth ×${factor} ${url.name}: warm ${warm.rps.toFixed(0)}, cold ${cold.rps.toFixed(1)} req/s, uncached ${uncachedP50.toFixed(0)} ms`,
        );
      }
      rows.push({ factor, documents, startMs, rssMb: rssBytes(server.child.pid as number) / 2 ** 20, urls });
    } finally {
      await server.stop();
    }
  }
  return rows;
}

interface SoakResult {
  urls: number;
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  rssBeforeMb: number;
  rssAfterWarmupMb: number;
  /** RSS after each warm-up batch (the warm-up ends when it is steady). */
  warmupRssMb: number[];
  rssMaxMb: number;
  rssEndMb: number;
  /** RSS after each batch of the soak, read the same way as after the warm-up. */
  rssBatchesMb: number[];
  growth: number;
  healthyAfter: boolean;
}

async function soak(port: number): Promise<SoakResult> {
  const server = await startSiteServer(port, { CONTENT_TODAY: TODAY });
  const pid = server.child.pid as number;
  try {
    // Every published page of every production site and locale that answers 200; every 50th view uncached.
    const candidates = datasetPages().map((page) => ({
      path: page.path,
      headers: headersOf({ host: page.site === 'natmus' ? undefined : `${page.site}.localhost` }),
    }));
    const requests: { path: string; headers: Record<string, string> }[] = [];
    for (const candidate of candidates) {
      if ((await rawGet(server.origin, candidate.path, candidate.headers)).status === 200) requests.push(candidate);
    }
    const mixed = requests.flatMap((request, index) =>
      index % 50 === 0 ? [request, { ...request, headers: { ...request.headers, ...NO_CACHE } }] : [request],
    );
    const rssBefore = rssBytes(pid);
    // RSS is read at the same point of every cycle: after a batch, once the server has been idle for a moment and
    // has collected its garbage. Comparing like with like tells growth (a leak rises batch after batch) from the
    // heap's sawtooth under load, whose peaks are garbage not yet collected; the peak is reported as well.
    const settledRss = async () => (await settledMemory(server, SOAK_SETTLE_MS)).rss;
    // Warm-up until the server's memory is steady: the page and root-data caches full, the heap and the allocator
    // at their working size. Batches of SOAK_WARMUP until one adds less than SOAK_STEADY to the RSS (at most
    // SOAK_WARMUP_BATCHES); what the soak then adds is growth, not filling.
    log(`soak: ${requests.length} pages; warm-up in batches of ${SOAK_WARMUP} requests`);
    const warmupRss: number[] = [];
    for (let batch = 0; batch < SOAK_WARMUP_BATCHES; batch++) {
      await autocannon({ url: server.origin, connections: CONNECTIONS, amount: SOAK_WARMUP, requests: mixed });
      warmupRss.push(await settledRss());
      const [previous, last] = warmupRss.slice(-2) as [number, number];
      if (warmupRss.length >= 2 && (last - previous) / previous < SOAK_STEADY) break;
    }
    const rssAfterWarmup = warmupRss.at(-1) as number;
    const samples: number[] = [];
    const timer = setInterval(() => samples.push(rssBytes(pid)), 250);
    const started = performance.now();
    const batches: number[] = [];
    let total = { requests: 0, errors: 0, non2xx: 0 };
    const latencies: { p50: number; p99: number }[] = [];
    let busy = 0;
    for (let batch = 0; batch < SOAK_BATCHES; batch++) {
      const batchStarted = performance.now();
      const result = await autocannon({
        url: server.origin,
        connections: CONNECTIONS,
        amount: SOAK_REQUESTS / SOAK_BATCHES,
        requests: mixed,
      });
      busy += performance.now() - batchStarted;
      total = {
        requests: total.requests + result.requests.total,
        errors: total.errors + result.errors + result.timeouts,
        non2xx: total.non2xx + result.non2xx,
      };
      latencies.push({ p50: result.latency.p50, p99: result.latency.p99 });
      batches.push(await settledRss());
    }
    const seconds = busy / 1000;
    clearInterval(timer);
    log(`soak: ${((performance.now() - started) / 1000).toFixed(1)} s with the pauses`);
    const rssEnd = batches.at(-1) as number;
    samples.push(rssEnd);
    const healthyAfter = (await rawGet(server.origin, '/healthz')).status === 200;
    const mb = (bytes: number) => bytes / 2 ** 20;
    const rssMax = Math.max(...samples);
    const soaked: SoakResult = {
      urls: requests.length,
      requests: total.requests,
      seconds,
      rps: total.requests / seconds,
      p50: Math.max(...latencies.map((l) => l.p50)),
      p99: Math.max(...latencies.map((l) => l.p99)),
      errors: total.errors,
      non2xx: total.non2xx,
      rssBeforeMb: mb(rssBefore),
      rssAfterWarmupMb: mb(rssAfterWarmup),
      warmupRssMb: warmupRss.map(mb),
      rssMaxMb: mb(rssMax),
      rssEndMb: mb(rssEnd),
      rssBatchesMb: batches.map(mb),
      growth: (rssEnd - rssAfterWarmup) / rssAfterWarmup,
      healthyAfter,
    };
    log(`soak: ${soaked.requests} requests, ${soaked.errors} errors, RSS growth ${(soaked.growth * 100).toFixed(1)}%`);
    return soaked;
  } finally {
    await server.stop();
  }
}

interface CacheResult {
  /** Concurrent misses of one page, and the CMS queries they made (root data warm). */
  misses: number;
  queries: number;
  /** How the page cache answered them (X-Page-Cache). */
  answers: Record<string, number>;
  junk: number;
  /** How many of them were distinct URLs. */
  distinct: number;
  junkSeconds: number;
  /** Status codes of the junk requests. */
  junkStatuses: Record<string, number>;
  realPages: number;
  /** Real pages served from the cache after the junk (HIT or STALE). */
  realCachedAfter: number;
  rssBeforeMb: number;
  /** RSS after each batch of junk. */
  rssBatchesMb: number[];
  /** Heap used plus external memory after a full collection, before the junk and after each batch. */
  retainedBeforeMb: number;
  retainedBatchesMb: number[];
  /** What the later batches added to the RSS after the first. */
  rssGrowth: number;
  /** How much the later batches' retained memory peaks above the earlier ones' (peakGrowth): the target. */
  growth: number;
}

/**
 * How much the later half of a series of readings peaks above the earlier half: memory that a full collection
 * leaves still moves by what was freed just before (stored bodies evicted a batch ago), so a leak shows in the
 * peaks rising, not in one reading against another.
 */
function peakGrowth(readings: number[]): number {
  const half = Math.floor(readings.length / 2);
  const earlier = Math.max(...readings.slice(0, half));
  return (Math.max(...readings.slice(half)) - earlier) / earlier;
}

const tally = (values: string[]) =>
  values.reduce<Record<string, number>>((counts, value) => {
    counts[value] = (counts[value] ?? 0) + 1;
    return counts;
  }, {});

/** GETs `paths` with `concurrency` requests in flight; the status (and page-cache answer) of each. */
async function getAll(origin: string, paths: { path: string; host?: string }[], concurrency: number) {
  const results: { status: number; cache: string }[] = new Array(paths.length);
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const index = next++;
      const { path, host } = paths[index] as { path: string; host?: string };
      const response = await fetch(`${origin}${path}`, { redirect: 'manual', headers: host ? { host } : {} });
      await response.arrayBuffer();
      results[index] = { status: response.status, cache: response.headers.get('x-page-cache') ?? '-' };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

/**
 * The page cache under misses and junk: how many CMS queries 32 concurrent misses of one page make (live content
 * path against the local query server, which counts; root data warm), and the server's RSS after 5,000 distinct
 * junk URLs (missing pages, non-canonical spellings, query strings pages do not read, query variants), with every
 * real page cached before: bounded, and the real pages still cached after.
 */
async function cacheSection(port: number, sanityPort: number): Promise<CacheResult> {
  const sanity = await startLocalSanityServer({
    datasetFile: join(ROOT, 'fixtures/content/dataset.ndjson'),
    port: sanityPort,
  });
  const live = await startSiteServer(port, {
    CONTENT_SOURCE: 'live',
    SANITY_PROJECT_ID: 'local',
    SANITY_API_HOST: sanity.url,
    CONTENT_TODAY: TODAY,
  });
  let queries: number;
  let answers: Record<string, number>;
  try {
    await rawGet(live.origin, '/'); // root data of the main site in Danish
    sanity.requests = 0;
    const results = await getAll(
      live.origin,
      Array.from({ length: COALESCED_MISSES }, () => ({ path: '/udstillinger/guldhornene' })),
      COALESCED_MISSES,
    );
    queries = sanity.requests;
    answers = tally(results.map((result) => `${result.status} ${result.cache}`));
    log(`cache: ${COALESCED_MISSES} concurrent misses, ${queries} CMS queries`);
  } finally {
    await live.stop();
    await sanity.close();
  }

  const server = await startSiteServer(port, { CONTENT_TODAY: TODAY });
  try {
    const real = datasetPages().map((page) => ({
      path: page.path,
      host: page.site === 'natmus' ? undefined : `${page.site}.localhost`,
    }));
    const warm = await getAll(server.origin, real, 4);
    const cachedPages = real.filter((_, index) => warm[index]?.status === 200);
    const before = await settledMemory(server, SOAK_SETTLE_MS);
    const rssBefore = before.rss;
    // Junk spellings of the main site's real pages: extra slashes, a /da prefix, a trailing slash, letters in
    // upper case by the bits of the request's number (so the URLs differ), query strings.
    const main = cachedPages.filter((page) => !page.host).map((page) => page.path);
    const danish = main.filter((path) => !/^\/(en|de|sv)(\/|$)/.test(path));
    const pick = (paths: string[], i: number) => paths[i % paths.length] ?? '/';
    let letter = 0;
    const cased = (path: string, i: number) =>
      path.replace(/[a-z]/g, (ch) => ((i >> (letter++ % 13)) & 1 ? ch.toUpperCase() : ch));
    const spellings = [
      (i: number) => `/findes-ikke-${i}`,
      (i: number) => `//${cased(pick(main, i), i).slice(1)}`,
      (i: number) => `/da${cased(pick(danish, i), i)}/`,
      (i: number) => `${pick(main, i)}?utm_source=junk-${i}`,
      (i: number) => `${pick(main, i * 7)}?side=${i}`,
    ];
    const junk = Array.from({ length: JUNK_URLS }, (_, i) => {
      letter = 0;
      return { path: (spellings[i % spellings.length] as (i: number) => string)(i) };
    });
    const distinct = new Set(junk.map((request) => request.path)).size;
    // In batches, the RSS read after each once the server has been idle a moment (as the soak reads it).
    const junkResults: { status: number; cache: string }[] = [];
    const rssBatches: number[] = [];
    const retainedBatches: number[] = [];
    let busy = 0;
    for (let start = 0; start < junk.length; start += JUNK_BATCH) {
      const started = performance.now();
      junkResults.push(...(await getAll(server.origin, junk.slice(start, start + JUNK_BATCH), 8)));
      busy += performance.now() - started;
      const settled = await settledMemory(server, SOAK_SETTLE_MS);
      rssBatches.push(settled.rss);
      retainedBatches.push(settled.retained);
    }
    const junkSeconds = busy / 1000;
    const first = rssBatches[0] as number;
    const last = rssBatches.at(-1) as number;
    const after = await getAll(server.origin, cachedPages, 4);
    const realCachedAfter = after.filter((result) => /^(HIT|STALE)$/.test(result.cache)).length;
    const mb = (bytes: number) => bytes / 2 ** 20;
    log(
      `cache: ${JUNK_URLS} junk URLs in ${junkSeconds.toFixed(1)} s, RSS ${mb(rssBefore).toFixed(0)} MB, then ${rssBatches.map((v) => mb(v).toFixed(0)).join(', ')} MB`,
    );
    return {
      misses: COALESCED_MISSES,
      queries,
      answers,
      junk: JUNK_URLS,
      distinct,
      junkSeconds,
      junkStatuses: tally(junkResults.map((result) => String(result.status))),
      realPages: cachedPages.length,
      realCachedAfter,
      rssBeforeMb: mb(rssBefore),
      rssBatchesMb: rssBatches.map(mb),
      retainedBeforeMb: mb(before.retained),
      retainedBatchesMb: retainedBatches.map(mb),
      rssGrowth: (last - first) / first,
      growth: peakGrowth(retainedBatches),
    };
  } finally {
    await server.stop();
  }
}

// The varnish section: warm pages through Varnish (deploy/varnish/default.vcl) against the same server directly.

/** The main site's most viewed page kinds: the front page, an exhibition, the calendar. */
const VARNISH_URLS = URLS.filter((url) => ['/', '/udstillinger/guldhornene', '/kalender'].includes(url.path));
/** Requests at most before a warm-up gives up on a HIT. */
const WARMUP_ATTEMPTS = 10;

/** One autocannon run with the CPU time each process used in it, in % of one core (100 = a whole core). */
interface VarnishLoad extends Load {
  cpu: { client: number; server: number; varnish: number };
}

interface VarnishSide {
  /** Every round's run, in order. */
  rounds: VarnishLoad[];
  /** The warm answer autocannon receives: Content-Encoding ('identity': none) and body bytes. */
  encoding: string;
  bytes: number;
  /** Requests the warm-up took until the answer was a hit (X-Page-Cache direct, X-Cache through Varnish). */
  warmup: number;
}

interface VarnishRow {
  url: BenchUrl;
  /** Accept-Encoding of the row ('identity': none). */
  encoding: string;
  direct: VarnishSide;
  varnish: VarnishSide & { xCache: string; age: string };
  /** Varnish req/s / direct req/s of every round, in order. */
  ratios: number[];
  /** Load average (1 min) at the end of each round. */
  loads: number[];
  /** Varnish's counters (varnishstat) over the rounds: what it answered from its cache, what it asked the server. */
  counters: VarnishCounters;
}

interface VarnishCounters {
  hits: number;
  misses: number;
  backendRequests: number;
  gunzips: number;
}

interface VarnishResult {
  date: string;
  varnishd: string;
  durationS: number;
  rounds: number;
  loadStart: string;
  loadEnd: string;
  rows: VarnishRow[];
}

function varnishCounters(instance: string): VarnishCounters {
  const names = ['MAIN.cache_hit', 'MAIN.cache_miss', 'MAIN.backend_req', 'MAIN.n_gunzip'];
  const out = execFileSync('varnishstat', ['-n', instance, '-j', ...names.flatMap((name) => ['-f', name])], {
    encoding: 'utf8',
  });
  const parsed = JSON.parse(out) as { counters?: Record<string, { value: number }> } & Record<string, unknown>;
  const counters = (parsed.counters ?? parsed) as Record<string, { value: number } | undefined>;
  const value = (name: string) => Number(counters[name]?.value ?? Number.NaN);
  return {
    hits: value('MAIN.cache_hit'),
    misses: value('MAIN.cache_miss'),
    backendRequests: value('MAIN.backend_req'),
    gunzips: value('MAIN.n_gunzip'),
  };
}

/** GETs the URL until `header` says HIT: the answer that was a hit and how many requests it took. */
async function warmUntilHit(origin: string, url: BenchUrl, extra: Record<string, string>, header: string) {
  for (let attempt = 1; attempt <= WARMUP_ATTEMPTS; attempt += 1) {
    const response = await rawGet(origin, url.path, headersOf(url, extra));
    if (response.status !== 200) throw new Error(`${origin}${url.path}: ${response.status}`);
    if (response.headers[header] === 'HIT') return { response, attempts: attempt };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${origin}${url.path}: no ${header}: HIT after ${WARMUP_ATTEMPTS} requests`);
}

async function loadWithCpu(
  origin: string,
  url: BenchUrl,
  extra: Record<string, string>,
  pids: { server: number; varnish: number },
): Promise<VarnishLoad> {
  const client = process.cpuUsage();
  const server = cpuSeconds(pids.server);
  const varnish = cpuSeconds(pids.varnish);
  const started = performance.now();
  const result = await load(origin, url, extra);
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(client);
  const share = (cpu: number) => (cpu / seconds) * 100;
  return {
    ...result,
    cpu: {
      client: share((used.user + used.system) / 1e6),
      server: share(cpuSeconds(pids.server) - server),
      varnish: share(cpuSeconds(pids.varnish) - varnish),
    },
  };
}

/**
 * Warm pages through Varnish against the same server directly: one production server (as in the throughput
 * section) and Debian's varnishd with the repository's VCL in front of it (tests/browser/helpers/varnish.ts, as the
 * browser test starts it), each on a loopback port of its own. Per URL and Accept-Encoding, both are warmed until
 * they answer hits, then direct and Varnish alternate ROUNDS times.
 */
async function varnishSection(port: number, varnishPort: number): Promise<VarnishResult> {
  const date = `${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC`;
  const loadStart = loadAverage();
  const version = spawnSync('/usr/sbin/varnishd', ['-V'], { encoding: 'utf8' });
  const varnishd = /varnish-[\w.]+/.exec(`${version.stdout}${version.stderr}`)?.[0] ?? 'varnishd';
  const server = await startSiteServer(port, { CONTENT_TODAY: TODAY });
  const rows: VarnishRow[] = [];
  try {
    const varnish = await startVarnish(varnishPort, [port]);
    // The same host name both ways (varnishd listens on 127.0.0.1 only).
    const through = `http://127.0.0.1:${varnishPort}`;
    const pids = { server: server.child.pid as number, varnish: varnish.pid };
    try {
      for (const url of VARNISH_URLS) {
        for (const encoding of ENCODINGS) {
          const direct = await warmUntilHit(server.origin, url, encoding.headers, 'x-page-cache');
          const cached = await warmUntilHit(through, url, encoding.headers, 'x-cache');
          const before = varnishCounters(varnish.instance);
          const rounds: { direct: VarnishLoad; varnish: VarnishLoad; load: number }[] = [];
          for (let round = 0; round < ROUNDS; round += 1) {
            rounds.push({
              direct: await loadWithCpu(server.origin, url, encoding.headers, pids),
              varnish: await loadWithCpu(through, url, encoding.headers, pids),
              load: os.loadavg()[0] ?? 0,
            });
          }
          const after = varnishCounters(varnish.instance);
          const counters = {
            hits: after.hits - before.hits,
            misses: after.misses - before.misses,
            backendRequests: after.backendRequests - before.backendRequests,
            gunzips: after.gunzips - before.gunzips,
          };
          const ratios = rounds.map((r) => r.varnish.rps / r.direct.rps);
          const side = (answer: typeof direct, loads: VarnishLoad[]): VarnishSide => ({
            rounds: loads,
            encoding: answer.response.headers['content-encoding'] ?? 'identity',
            bytes: answer.response.body.length,
            warmup: answer.attempts,
          });
          const row: VarnishRow = {
            url,
            encoding: encoding.name,
            direct: side(
              direct,
              rounds.map((r) => r.direct),
            ),
            varnish: {
              ...side(
                cached,
                rounds.map((r) => r.varnish),
              ),
              xCache: cached.response.headers['x-cache'] ?? '-',
              age: cached.response.headers.age ?? '-',
            },
            ratios,
            loads: rounds.map((r) => r.load),
            counters,
          };
          rows.push(row);
          log(
            `varnish ${url.name} [${encoding.name}]: Varnish/direct ${ratios.map((r) => pct(r)).join(', ')} (${rounds.map((r) => `${f0(r.varnish.rps)}/${f0(r.direct.rps)}`).join(', ')} req/s); ${counters.backendRequests} origin fetches, ${counters.misses} misses in the rounds (load ${loadAverage()})`,
          );
        }
      }
    } finally {
      await varnish.stop();
    }
  } finally {
    await server.stop();
  }
  return { date, varnishd, durationS: DURATION, rounds: ROUNDS, loadStart, loadEnd: loadAverage(), rows };
}

// ---------------------------------------------------------------------------------------------------
// Report

const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '–');
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pct = (n: number) => `${(n * 100).toFixed(0)}%`;
const mark = (ok: boolean) => (ok ? 'met' : '**missed**');
const urlLabel = (url: BenchUrl) =>
  url.host ? `${url.host.replace('.localhost', '')}: \`${url.path}\`` : `\`${url.path}\``;

interface Report {
  date: string;
  machine: { os: string; cpus: string; node: string; loadStart: string; loadEnd?: string; memory: string };
  durationS: number;
  throughput?: ThroughputRow[];
  content?: ContentCostRow[];
  weight?: WeightRow[];
  vitals?: (Vitals & { name: string; url: string; scores?: number[] })[];
  growth?: GrowthRow[];
  soak?: SoakResult;
  cache?: CacheResult;
  varnish?: VarnishResult;
  loads: Record<string, string>;
  totalMinutes?: number;
  /** Sections re-run on their own after the whole run, with when and the load average at their start and end. */
  reruns?: { sections: string[]; date: string; loadStart: string; loadEnd?: string; minutes?: number }[];
}

function markdown(report: Report): string {
  const lines: string[] = [];
  const m = report.machine;
  lines.push('## Server and client: `npm run bench`');
  lines.push('');
  lines.push(
    `Run on ${report.date}: ${m.os}, ${m.cpus}, ${m.memory}, Node ${m.node}. Load average (1/5/15 min) ${m.loadStart} at the start, ${m.loadEnd ?? '–'} at the end; the machine's 2 cores were shared with other work, and autocannon, the servers and Chromium all ran on them. autocannon: ${CONNECTIONS} connections, ${report.durationS} s per run; throughput rows without and with \`Accept-Encoding: br, gzip\`, other sections without. Calendar day pinned to ${TODAY}. Whole run ${report.totalMinutes?.toFixed(1) ?? '–'} min.`,
  );
  for (const rerun of report.reruns ?? []) {
    lines.push('');
    lines.push(
      `Re-run on its own on ${rerun.date}: ${rerun.sections.join(', ')} (load average ${rerun.loadStart} at the start, ${rerun.loadEnd ?? '–'} at the end, ${rerun.minutes?.toFixed(1) ?? '–'} min); those sections' figures below are from then.`,
    );
  }
  lines.push('');

  const targets: string[] = [];
  if (report.throughput) {
    lines.push('### Server throughput against the static ceiling (embedded dataset ×1)');
    lines.push('');
    lines.push(
      `Ceiling: a plain \`node:http\` server (bench/ceiling-server.mjs) answering the identical status, headers and bytes (the compressed bytes in a compressed row). Each row alternates ceiling and site ${ROUNDS} times (${report.durationS} s each, the same URL and Accept-Encoding); the ratio is the median of the rounds, with the lowest and highest beside it, and the req/s are those of the median round. Warm: served from the page cache. Cold: the page cache’s bypass header (\`X-Page-Cache-Bypass\` with the token the bench starts its servers with), so every view renders (root data stays cached, as designed). The search page is cached by its \`q\` like any page parameter. Load: the 1-minute load average after each round.`,
    );
    lines.push('');
    lines.push(
      '| URL | Accept-Encoding | body | ceiling req/s (p50/p99 ms) | warm req/s (p50/p99 ms) | warm / ceiling, median (range) | target ≥ 80 % | cold req/s (p50/p99 ms) | load per round | errors |',
    );
    lines.push('|---|---|---|---|---|---|---|---|---|---|');
    for (const row of report.throughput) {
      const c = row.ceiling;
      const ratio = median(row.ratios);
      const range = `${pct(Math.min(...row.ratios))}–${pct(Math.max(...row.ratios))}`;
      const verdict = c ? (ratio >= TARGETS.warmOfCeiling ? 'met' : '**not met**') : '–';
      lines.push(
        `| ${row.url.name} ${urlLabel(row.url)} | ${row.encoding} | ${kb(row.bytes)} | ${c ? `${f0(c.rps)} (${c.p50}/${c.p99})` : '–'} | ${f0(row.warm.rps)} (${row.warm.p50}/${row.warm.p99}) | ${c ? `${pct(ratio)} (${range})` : '–'} | ${verdict} | ${f1(row.cold.rps)} (${row.cold.p50}/${row.cold.p99}) | ${row.loads.map((l) => l.toFixed(2)).join(' / ')} | ${row.warm.errors + row.cold.errors + row.warm.non2xx + row.cold.non2xx} |`,
      );
    }
    lines.push('');
    const cached = report.throughput.filter((row) => row.ceiling);
    const worst = Math.min(...cached.map((row) => median(row.ratios)));
    targets.push(
      `| warm cached pages ≥ 80% of the ceiling (median of ${ROUNDS} alternations), with and without compression | worst row ${pct(worst)} | ${mark(worst >= TARGETS.warmOfCeiling)} |`,
    );
    lines.push(`Load average during this section: ${report.loads.throughput}.`);
    lines.push('');
  }

  if (report.content) {
    lines.push('### Content cost per uncached page view, per page type');
    lines.push('');
    lines.push(
      `Round trips: the live content path (\`@sanity/client\`) against the local Sanity-compatible server (runtime/cms/source/local-sanity-server.ts), which counts queries; 10 uncached views per page after 5 that warm the root data and compile the page code. Server time: sequential uncached views (the bypass header) on a kept-alive loopback connection to the server on the embedded dataset ×1, after ${CONTENT_WARMUP_ROUNDS} rounds of a view of every page type (discarded: the code is compiled whether or not another section ran before), timed two ways: mixed (${CONTENT_TIMED_ROUNDS} rounds, every page type once per round, so each view follows one of another type, as uncached views come in real traffic; the target's measure), and one page type at a time (${SEQUENTIAL_WARMUP} views discarded, then ${CONTENT_TIMED_ROUNDS} in a row; how earlier runs measured). On this shared machine a page type's p50 moves by a quarter or more from run to run, in either order. Wall time per view as the client sees it (so it includes HTTP on loopback). The live column adds the local query server (groq-js in the bench process) and HTTP to it.`,
    );
    lines.push('');
    lines.push(
      '| page type | page | round trips | server time p50 (p90), embedded, mixed | the same, one type at a time | p50, live path |',
    );
    lines.push('|---|---|---|---|---|---|');
    for (const row of report.content) {
      lines.push(
        `| ${row.type} | ${row.site}: \`${row.path}\` | ${row.roundTrips} | ${f1(row.mixedP50)} (${f1(row.mixedP90)}) ms | ${f1(row.embeddedP50)} (${f1(row.embeddedP90)}) ms | ${f1(row.liveP50)} ms |`,
      );
    }
    lines.push('');
    const maxTrips = Math.max(...report.content.map((row) => row.roundTrips));
    const p50s = report.content.map((row) => row.mixedP50);
    const over = report.content.filter((row) => row.mixedP50 > TARGETS.uncachedP50Ms);
    targets.push(
      `| one content round trip per uncached page | at most ${maxTrips} | ${mark(maxTrips <= TARGETS.roundTrips)} |`,
    );
    targets.push(
      `| uncached page ≤ ${TARGETS.uncachedP50Ms} ms server time at p50 (×1), page types mixed | median over page types ${f1(median(p50s))} ms, worst ${f1(Math.max(...p50s))} ms; ${over.length} of ${report.content.length} types over (one type at a time: median ${f1(median(report.content.map((row) => row.embeddedP50)))} ms, ${report.content.filter((row) => row.embeddedP50 > TARGETS.uncachedP50Ms).length} over) | ${mark(over.length === 0)} |`,
    );
    lines.push(`Load average during this section: ${report.loads.content}.`);
    lines.push('');
  }

  if (report.weight) {
    lines.push('### Client weight: first-load JS and CSS, gzip');
    lines.push('');
    lines.push(
      "What each page's HTML makes the browser load first plus its template and block chunks (tests/browser/helpers/firstLoad.ts, the same function the byte-budget test uses), gzip level 9. Budgets: JS ≤ 110 KB, CSS ≤ 30 KB on content pages.",
    );
    lines.push('');
    lines.push('| page | path | JS | CSS | files |');
    lines.push('|---|---|---|---|---|');
    for (const row of report.weight)
      lines.push(`| ${row.name} | \`${row.path}\` | ${kb(row.js)} | ${kb(row.css)} | ${row.files} |`);
    lines.push('');
    const content = report.weight.filter((row) => !row.name.startsWith('mock'));
    const maxJs = Math.max(...content.map((row) => row.js));
    const maxCss = Math.max(...content.map((row) => row.css));
    targets.push(
      `| first-load JS ≤ 110 KB, CSS ≤ 30 KB gzip (content pages) | at most ${kb(maxJs)} JS, ${kb(maxCss)} CSS | ${mark(maxJs <= JS_TARGET && maxCss <= CSS_BUDGET)} |`,
    );
  }

  if (report.vitals) {
    lines.push('### Lab vitals: Lighthouse, mobile');
    lines.push('');
    lines.push(
      `Lighthouse ${report.vitals[0]?.lighthouseVersion ?? ''} (the npm package) driving Debian's Chromium (/usr/bin/chromium, headless), default mobile configuration: Moto G Power emulation, simulated slow 4G and 4× CPU slowdown; performance category only; ${LIGHTHOUSE_RUNS} runs per page, the median run reported (its score, FCP, LCP, TBT and CLS; every run's score beside it), the page served warm from the page cache and its images asked for once before (production serves them from Sanity's CDN; the embedded image route scales an image with sharp the first time a size is asked for). Simulated throttling scales the main-thread work observed on this machine.`,
    );
    lines.push('');
    lines.push('| page type | URL | score (runs) | FCP | LCP | TBT | CLS |');
    lines.push('|---|---|---|---|---|---|---|');
    for (const row of report.vitals) {
      lines.push(
        `| ${row.name} | ${row.url.replace(/http:\/\/|:\d+/g, '')} | ${Math.round(row.score * 100)}${row.scores ? ` (${row.scores.map((score) => Math.round(score * 100)).join(', ')})` : ''} | ${f0(row.fcp)} ms | ${f0(row.lcp)} ms | ${f0(row.tbt)} ms | ${row.cls.toFixed(3)} |`,
      );
    }
    lines.push('');
    const minScore = Math.min(...report.vitals.map((row) => row.score));
    const maxCls = Math.max(...report.vitals.map((row) => row.cls));
    targets.push(
      `| Lighthouse mobile ≥ 95 (median of ${LIGHTHOUSE_RUNS} runs) | lowest ${Math.round(minScore * 100)}; ${report.vitals.filter((row) => row.score >= TARGETS.lighthouse).length} of ${report.vitals.length} pages at 95 or more | ${mark(minScore >= TARGETS.lighthouse)} |`,
    );
    targets.push(`| CLS 0 | highest ${maxCls.toFixed(3)} | ${mark(maxCls === 0)} |`);
    lines.push(`Load average during this section: ${report.loads.vitals}.`);
    lines.push('');
  }

  if (report.growth) {
    lines.push('### Growth: the same server figures with the dataset scaled');
    lines.push('');
    lines.push(
      'scripts/scale-dataset.ts copies every document that is not one of a kind per site and locale with new ids, slugs and redirect paths (references re-pointed to the same copy), so ×10 is ten museums\' worth of pages, events and translations per site; served with `CONTENT_DATASET`. ×1 reuses the figures above. "uncached" is the sequential p50 server time (as in the content-cost table). Calendar pages list every event of their site, so their body grows with the dataset.',
    );
    lines.push('');
    lines.push(
      '| dataset | documents | start-up | RSS after the runs | URL | uncached p50 | warm req/s (p99 ms) | cold req/s (p99 ms) |',
    );
    lines.push('|---|---|---|---|---|---|---|---|');
    for (const row of report.growth) {
      for (const [index, entry] of row.urls.entries()) {
        const head =
          index === 0
            ? `| ×${row.factor} | ${row.documents} | ${(row.startMs / 1000).toFixed(1)} s | ${f0(row.rssMb)} MB |`
            : '| | | | |';
        lines.push(
          `${head} ${entry.url.name} | ${f1(entry.uncachedP50)} ms | ${f0(entry.warm.rps)} (${entry.warm.p99}) | ${f1(entry.cold.rps)} (${entry.cold.p99}) |`,
        );
      }
    }
    lines.push('');
    lines.push(`Load average during this section: ${report.loads.growth}.`);
    lines.push('');
  }

  if (report.soak) {
    const s = report.soak;
    lines.push('### Load and soak');
    lines.push('');
    lines.push(
      `${s.urls} pages (every published page of every production site and locale that answers 200, by Host header), every 50th view also uncached; ${CONNECTIONS} connections. Warm-up until memory is steady: ${s.warmupRssMb.length} batches of ${SOAK_WARMUP} requests (RSS after each, after ${SOAK_SETTLE_MS / 1000} s idle and a full garbage collection: ${s.warmupRssMb.map((v) => f0(v)).join(', ')} MB; it ends when a batch adds less than ${SOAK_STEADY * 100}%, or after ${SOAK_WARMUP_BATCHES}). Then ${s.requests} requests in ${f1(s.seconds)} s (${f0(s.rps)} req/s, p50 ${s.p50} ms, p99 ${s.p99} ms): **${s.errors} errors, ${s.non2xx} non-2xx**; /healthz ${s.healthyAfter ? 'answered' : '**did not answer**'} after. Server RSS (/proc/{pid}/status), read the same way after the warm-up and after each of ${SOAK_BATCHES} batches of ${SOAK_REQUESTS / SOAK_BATCHES} requests, each time after ${SOAK_SETTLE_MS / 1000} s idle and a full garbage collection: ${f0(s.rssBeforeMb)} MB before, ${f0(s.rssAfterWarmupMb)} MB after warm-up, then ${s.rssBatchesMb.map((v) => `${f0(v)}`).join(', ')} MB (the peak under load, sampled every 250 ms: ${f0(s.rssMaxMb)} MB): growth after warm-up **${(s.growth * 100).toFixed(1)}%**. p50 and p99 are the worst of the batches.`,
    );
    lines.push('');
    targets.push(
      `| soak: zero errors | ${s.errors} errors, ${s.non2xx} non-2xx in ${s.requests} | ${mark(s.errors === 0 && s.non2xx === 0 && s.requests >= SOAK_REQUESTS)} |`,
    );
    targets.push(
      `| soak: RSS growth < 10% after warm-up | ${(s.growth * 100).toFixed(1)}% | ${mark(s.growth < TARGETS.rssGrowth)} |`,
    );
    lines.push(`Load average during this section: ${report.loads.soak}.`);
    lines.push('');
  }

  if (report.cache) {
    const r = report.cache;
    const list = (counts: Record<string, number>) =>
      Object.entries(counts)
        .map(([key, count]) => `${count} × ${key}`)
        .join(', ');
    lines.push('### Page cache under misses and junk');
    lines.push('');
    lines.push(
      `Coalescing: ${r.misses} concurrent requests for one uncached page (\`/udstillinger/guldhornene\`) on the live content path against the local query server, root data warm: **${r.queries} CMS ${r.queries === 1 ? 'query' : 'queries'}** (answers: ${list(r.answers)}). Junk: every real page of the production sites cached first (${r.realPages} pages), then ${r.junk} junk URLs (${r.distinct} distinct), 8 at a time, in ${f1(r.junkSeconds)} s (missing pages, \`//X\` and \`/da/X/\` spellings of real pages with letters in upper case, query strings no page reads, \`?side=n\` variants of real pages; answers: ${list(r.junkStatuses)}). Memory, read after ${SOAK_SETTLE_MS / 1000} s idle and a full garbage collection (the bench's servers run one on SIGUSR2 and write \`process.memoryUsage()\`): retained (heap used + external memory, which holds the stored page bodies) ${f0(r.retainedBeforeMb)} MB before, then after each batch of ${JUNK_BATCH}: ${r.retainedBatchesMb.map((v) => f0(v)).join(', ')} MB (the first batch fills the page cache's small segment: at most 250 entries and 16 MB); the later half of the batches peaks **${(r.growth * 100).toFixed(1)}%** above the earlier half; RSS ${f0(r.rssBeforeMb)} MB before, then ${r.rssBatchesMb.map((v) => f0(v)).join(', ')} MB (${(r.rssGrowth * 100).toFixed(1)}%: RSS also holds what the allocator keeps and V8 has not returned, and moves with it); afterwards ${r.realCachedAfter} of ${r.realPages} real pages were still answered from the page cache.`,
    );
    lines.push('');
    targets.push(
      `| ${r.misses} concurrent misses of one page: 1 CMS query | ${r.queries} | ${mark(r.queries <= TARGETS.coalescedQueries)} |`,
    );
    targets.push(
      `| memory bounded under ${r.junk} junk URLs: what the server retains peaks < ${pct(TARGETS.junkRssGrowth)} higher in the later half of the batches than in the earlier; real pages still cached | retained ${r.retainedBatchesMb.map((v) => f0(v)).join(' → ')} MB (${(r.growth * 100).toFixed(1)}%; RSS ${r.rssBatchesMb.map((v) => f0(v)).join(' → ')} MB), ${r.realCachedAfter} of ${r.realPages} cached | ${mark(r.growth < TARGETS.junkRssGrowth && r.realCachedAfter === r.realPages)} |`,
    );
    lines.push(`Load average during this section: ${report.loads.cache}.`);
    lines.push('');
  }

  if (report.varnish) lines.push(varnishMarkdown(report.varnish), '');

  if (targets.length) {
    lines.push('### Targets in this run');
    lines.push('');
    lines.push('| target | measured | |');
    lines.push('|---|---|---|');
    lines.push(...targets);
    lines.push('');
  }
  return lines.join('\n');
}

/** The varnish section's part of the block. */
function varnishMarkdown(r: VarnishResult): string {
  const lines: string[] = [];
  const range = (values: number[], format: (n: number) => string) =>
    `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
  const latency = (loads: VarnishLoad[]) => `${median(loads.map((l) => l.p50))}/${median(loads.map((l) => l.p99))}`;
  const body = (side: VarnishSide) => `${side.encoding}, ${kb(side.bytes)}`;
  const cpu = (loads: VarnishLoad[], key: 'server' | 'varnish') =>
    `${f0(median(loads.map((l) => l.cpu.client)))} + ${f0(median(loads.map((l) => l.cpu[key])))}`;
  lines.push('### Warm pages through Varnish against the server directly');
  lines.push('');
  lines.push(
    `Run on ${r.date}, load average (1/5/15 min) ${r.loadStart} at the start of this section, ${r.loadEnd} at its end. One production server (embedded dataset ×1, the environment of the throughput section) and Debian's ${r.varnishd} with deploy/varnish/default.vcl in front of it (one backend, that server; \`-s malloc,64m\`, Varnish's default thread pools; started as tests/browser/varnish.spec.ts starts it), each on a loopback port of its own. Warm: before each row both are asked until they answer hits (\`X-Page-Cache: HIT\` from the server, \`X-Cache: HIT\` from Varnish); Varnish's counters (varnishstat) over the rounds show whether it fetched from the server meanwhile. Each row alternates direct and through Varnish ${r.rounds} times (autocannon, ${CONNECTIONS} connections, ${r.durationS} s each, the same URL and Accept-Encoding); req/s are the median of the rounds with the lowest and highest, p50/p99 the medians of the rounds', and Varnish / direct the median of the rounds' ratios. Varnish keeps a br object for clients that accept br (deploy/varnish/default.vcl) and a gzip one for the others (its \`http_gzip_support\`): a client without Accept-Encoding gets the gzip body gunzipped on every response. CPU: % of one core during the runs, the client (autocannon, one Node thread in the bench process) + the server or varnishd (all its processes). Varnish, the node server and autocannon share the machine's 2 cores, with whatever else runs on it: these are the relative costs on one small machine, not what a Varnish host of its own would serve. No target.`,
  );
  lines.push('');
  lines.push(
    '| URL | Accept-Encoding | direct: answer | direct req/s, median (range) | p50/p99 ms | CPU client + server | Varnish: answer | Varnish req/s, median (range) | p50/p99 ms | CPU client + varnishd | Varnish / direct, median (range) | Varnish hits / fetches from the server in the rounds | load per round | errors |',
  );
  lines.push('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of r.rows) {
    const d = row.direct.rounds;
    const v = row.varnish.rounds;
    const errors = [...d, ...v].reduce((sum, l) => sum + l.errors + l.non2xx, 0);
    lines.push(
      `| ${row.url.name} ${urlLabel(row.url)} | ${row.encoding} | ${body(row.direct)} | ${range(
        d.map((l) => l.rps),
        f0,
      )} | ${latency(d)} | ${cpu(d, 'server')} % | ${body(row.varnish)} | ${range(
        v.map((l) => l.rps),
        f0,
      )} | ${latency(v)} | ${cpu(v, 'varnish')} % | **${range(row.ratios, (n) => `${n.toFixed(2)}×`)}** | ${row.counters.hits} / ${row.counters.backendRequests} | ${row.loads.map((l) => l.toFixed(2)).join(' / ')} | ${errors} |`,
    );
  }
  return lines.join('\n');
}

const START = '<!-- bench:start — written by `npm run bench` (bench/server.bench.ts); edit there, not here -->';
const END = '<!-- bench:end -->';

function writeResults(section: string): void {
  const file = join(ROOT, 'bench/RESULTS.md');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n';
  const block = `${START}\n${section}\n${END}`;
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${block}${current.slice(end + END.length)}`
      : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}

/** The report of a partial run: the last run's, with this run's sections, their load averages and a note of the rerun. */
function mergedReport(report: Report): Report {
  const file = join(ROOT, 'bench/results/latest.json');
  if (!existsSync(file)) return report;
  const previous = JSON.parse(readFileSync(file, 'utf8')) as Report;
  const merged: Report = { ...previous, loads: { ...previous.loads, ...report.loads } };
  for (const section of SECTIONS) {
    const key = section as keyof Report;
    if (report[key] !== undefined) Object.assign(merged, { [key]: report[key] });
  }
  merged.reruns = [
    // A section re-run again replaces its earlier note.
    ...(previous.reruns ?? [])
      .map((rerun) => ({ ...rerun, sections: rerun.sections.filter((section) => !SECTIONS.has(section)) }))
      .filter((rerun) => rerun.sections.length > 0),
    {
      sections: [...SECTIONS],
      date: report.date,
      loadStart: report.machine.loadStart,
      loadEnd: report.machine.loadEnd,
      minutes: report.totalMinutes,
    },
  ];
  return merged;
}

// ---------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const began = performance.now();
  const cpus = os.cpus();
  const report: Report = {
    date: `${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    machine: {
      os: `${os.type()} ${os.release()} (${os.arch()})`,
      cpus: `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}`,
      memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM`,
      node: process.version,
      loadStart: loadAverage(),
    },
    durationS: DURATION,
    loads: {},
  };
  const port = BASE_PORT;
  const uncached = new Map<string, number>();
  const site =
    SECTIONS.has('throughput') || SECTIONS.has('content') || SECTIONS.has('weight') || SECTIONS.has('vitals')
      ? await startSiteServer(port, { CONTENT_TODAY: TODAY })
      : undefined;
  try {
    if (site && SECTIONS.has('throughput')) {
      log('server throughput');
      report.throughput = await throughput(site.origin, port + 1, true);
      report.loads.throughput = loadAverage();
    }
    if (site && SECTIONS.has('content')) {
      log('content cost');
      report.content = await contentCost(site.origin, port + 2, port + 3);
      for (const url of URLS) {
        uncached.set(url.path, median(await sequentialTimes(site.origin, url, 20)));
      }
      report.loads.content = loadAverage();
    }
    if (site && SECTIONS.has('weight')) {
      log('client weight');
      report.weight = await clientWeight(site.origin);
    }
    if (site && SECTIONS.has('vitals')) {
      log('lab vitals');
      report.vitals = await vitals(port);
      report.loads.vitals = loadAverage();
    }
  } finally {
    await site?.stop();
  }
  if (SECTIONS.has('growth')) {
    log('growth');
    report.growth = await growth(port + 4, report.throughput ? { rows: report.throughput, uncached } : undefined);
    report.loads.growth = loadAverage();
  }
  if (SECTIONS.has('soak')) {
    log('load and soak');
    report.soak = await soak(port + 5);
    report.loads.soak = loadAverage();
  }
  if (SECTIONS.has('cache')) {
    log('page cache under misses and junk');
    report.cache = await cacheSection(port + 6, port + 7);
    report.loads.cache = loadAverage();
  }
  if (SECTIONS.has('varnish')) {
    log('warm pages through Varnish against direct');
    report.varnish = await varnishSection(port + 10, port + 11);
    report.loads.varnish = loadAverage();
  }
  report.machine.loadEnd = loadAverage();
  report.totalMinutes = (performance.now() - began) / 60_000;
  const final = MERGE ? mergedReport(report) : report;
  const section = markdown(final);
  console.log(`\n${section}`);
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/latest.json'), `${JSON.stringify(final, null, 2)}\n`);
  if (WRITE) {
    writeResults(section);
    log(
      MERGE
        ? `merged ${[...SECTIONS].join(', ')} into bench/RESULTS.md and bench/results/latest.json (other sections kept)`
        : 'written to bench/RESULTS.md and bench/results/latest.json',
    );
  }
}

await main();
