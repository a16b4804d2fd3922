import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { learnPageReads, PAGE_READS_HEADER, pageQueryKey, type QueryScope } from '../cache/pageQueryParameters';
import { DEGRADED_HEADER, pageStatusOf } from '../cache/renderNotes';
import { keysOf, SURROGATE_KEY_HEADER } from '../cache/surrogateKeys';
import { parsePath } from '../i18n/paths';
import { previewSessionOf } from '../preview/state';
import { siteForHost } from '../sites/hosts';
import type { SiteId } from '../sites/registry';
import { hostConfig } from './context';
import { isCrawler } from './crawlers';
import { isPagePath, pagePathOf } from './pagePaths';
import { replaceResponse } from './replaceResponse';

/**
 * The in-process cache of rendered pages, keyed by site, locale, path and the query parameters pages read
 * (runtime/cache/pageQueryParameters.ts; any other parameter is left out of the key). Stale-while-revalidate: a
 * page older than its fresh life is still served at once while one background render refreshes it.
 * Stale-if-error: when a render fails (the CMS is down, slow or answers garbage) the last good page is served.
 * Concurrent misses of one URL share one render (single flight). A render that answers 404 evicts the page.
 *
 * What is kept, and how long:
 * - a page (200) at its path: fresh `freshMs`, then `staleWhileRevalidateMs`, then `staleIfErrorMs`;
 * - a page with query parameters, a 404 or 410, a degraded page (root data fell back to empty): in a smaller
 *   segment of their own, so that junk URLs cannot push real pages out; not-found and degraded answers live
 *   SHORT_LIFE_MS and are never served stale, and a degraded render never replaces a healthy page;
 * - never: errors (5xx), private answers, a search page whose backend failed, HEAD answers.
 * Entries carry their surrogate keys (the Surrogate-Key header), by which the publish webhook purges them.
 * Bounded (LRU by entries and bytes, per segment). Never used for an editor's preview (`bypassesPageCache`).
 */

export interface PageCacheOptions {
  /** A page is fresh this long (default 60 s). */
  freshMs?: number;
  /** After that, served stale while one background render refreshes it (default 1 h). */
  staleWhileRevalidateMs?: number;
  /** After that, rendered on the request; served stale only when the render fails (default 24 h). */
  staleIfErrorMs?: number;
  /** At most this many pages (default 1000) … */
  maxEntries?: number;
  /** … and this many bytes of bodies (default 64 MB). */
  maxBytes?: number;
  /** At most this many query variants, not-found and degraded answers (default 250) … */
  maxVariants?: number;
  /** … and this many bytes of their bodies (default 16 MB). */
  maxVariantBytes?: number;
  now?: () => number;
}

/** How long one entry lives: fresh, then stale-while-revalidate, then stale-if-error (milliseconds). */
export interface Life {
  fresh: number;
  staleWhileRevalidate: number;
  staleIfError: number;
}

export interface Entry {
  site: SiteId;
  /** The page's public path, decoded (the client-navigation JSON of a page has its page's path here). */
  pagePath: string;
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  /** Its surrogate keys (site, documents, types): what purges it. */
  keys: readonly string[];
  life: Life;
  /** A page at its own path: kept in the large segment. Anything else goes to the small one. */
  page: boolean;
  storedAt: number;
}

/** The response header that tells how the page cache answered: HIT, STALE, MISS, COALESCED, BYPASS or STALE-IF-ERROR. */
export const CACHE_STATUS_HEADER = 'X-Page-Cache';
/** The header that skips the cache when it carries the configured PAGE_CACHE_BYPASS_TOKEN (benchmarks, operators). */
export const BYPASS_HEADER = 'X-Page-Cache-Bypass';
/** Not-found and degraded answers live this long at most, and are never served stale. */
export const SHORT_LIFE_MS = 10_000;
/** sitemap.xml and robots.txt: fresh an hour (a publish purges the sitemap). */
const FILE_FRESH_MS = 3_600_000;
/** Files besides pages that are cached (their routes add the middleware). */
const CACHED_FILES = new Set(['/sitemap.xml', '/robots.txt']);

/** Whether responses at a path may come from the page cache: pages (and their client-navigation JSON), files. */
export function isCachedPath(pathname: string): boolean {
  return isPagePath(pathname) || CACHED_FILES.has(pathname);
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The one rule for who skips the page cache (neither read nor written), by trusted signals only: anything
 * but GET/HEAD; an editor in preview (a valid signed preview cookie, checked, by its exact name); a request
 * with the configured bypass token. Query strings, `Pragma` or `Cache-Control: no-cache`, credentials and
 * cookies that merely look like preview are not trusted: they are served from the cache like anyone.
 */
export function bypassesPageCache(request: Request, options: { bypassToken?: string } = {}): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  const given = request.headers.get(BYPASS_HEADER);
  if (options.bypassToken && given && sameToken(given, options.bypassToken)) return true;
  return previewSessionOf(request.headers.get('cookie')) !== null;
}

/** A path decoded for comparing with the paths the webhook names (undecodable: as it is). */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** One least-recently-used segment, bounded by entries and bytes. */
class Segment {
  readonly entries = new Map<string, Entry>();
  bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  fits(entry: Omit<Entry, 'storedAt'>): boolean {
    return this.maxEntries > 0 && entry.body.byteLength <= this.maxBytes / 4;
  }

  add(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    this.bytes += entry.body.byteLength;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  touch(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  delete(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.bytes -= entry.body.byteLength;
    this.entries.delete(key);
    return true;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

export class PageCache {
  readonly freshMs: number;
  readonly staleWhileRevalidateMs: number;
  readonly staleIfErrorMs: number;
  private readonly now: () => number;
  private readonly pages: Segment;
  private readonly variants: Segment;

  constructor(options: PageCacheOptions = {}) {
    this.freshMs = options.freshMs ?? 60_000;
    this.staleWhileRevalidateMs = options.staleWhileRevalidateMs ?? 3_600_000;
    this.staleIfErrorMs = options.staleIfErrorMs ?? 86_400_000;
    this.now = options.now ?? Date.now;
    this.pages = new Segment(options.maxEntries ?? 1000, options.maxBytes ?? 64 * 1024 * 1024);
    this.variants = new Segment(options.maxVariants ?? 250, options.maxVariantBytes ?? 16 * 1024 * 1024);
  }

  /** The cache key of a URL on a site: site, locale, path, and the query parameters pages read. */
  static key(site: string, pathname: string, search = ''): string {
    const pagePath = pagePathOf(pathname);
    return `${site}|${parsePath(pagePath).locale}|${pathname}${pageQueryKey(search, { site, path: pagePath })}`;
  }

  /** A healthy page's life (the configured windows). */
  get pageLife(): Life {
    return {
      fresh: this.freshMs,
      staleWhileRevalidate: this.staleWhileRevalidateMs,
      staleIfError: this.staleIfErrorMs,
    };
  }

  /** A not-found or degraded answer's life: brief, and never served stale. */
  get shortLife(): Life {
    return { fresh: Math.min(SHORT_LIFE_MS, this.freshMs), staleWhileRevalidate: 0, staleIfError: 0 };
  }

  /** sitemap.xml's and robots.txt's life. */
  get fileLife(): Life {
    return { ...this.pageLife, fresh: Math.max(FILE_FRESH_MS, this.freshMs) };
  }

  get size(): number {
    return this.pages.entries.size + this.variants.entries.size;
  }

  get totalBytes(): number {
    return this.pages.bytes + this.variants.bytes;
  }

  /** How many entries each segment holds. */
  get segments(): { pages: number; variants: number } {
    return { pages: this.pages.entries.size, variants: this.variants.entries.size };
  }

  private segmentOf(key: string): Segment | undefined {
    if (this.pages.entries.has(key)) return this.pages;
    if (this.variants.entries.has(key)) return this.variants;
    return undefined;
  }

  /** The entry and its age; touching it makes it most recently used. */
  get(key: string): { entry: Entry; age: number } | undefined {
    const segment = this.segmentOf(key);
    const entry = segment?.entries.get(key);
    if (!segment || !entry) return undefined;
    const age = this.now() - entry.storedAt;
    const { fresh, staleWhileRevalidate, staleIfError } = entry.life;
    if (age > fresh + staleWhileRevalidate + staleIfError) {
      segment.delete(key);
      return undefined;
    }
    segment.touch(key, entry);
    return { entry, age };
  }

  set(key: string, entry: Omit<Entry, 'storedAt'>): void {
    this.delete(key);
    const segment = entry.page ? this.pages : this.variants;
    if (!segment.fits(entry)) return;
    segment.add(key, { ...entry, storedAt: this.now() });
  }

  delete(key: string): void {
    this.pages.delete(key) || this.variants.delete(key);
  }

  /**
   * Forgets cached responses: those that carry any of `keys` (surrogate keys), and those of `paths` (page paths;
   * all locales' forms are the caller's to list) on `sites`, or every response of those sites when neither keys
   * nor paths are given. No options: everything. Returns how many went.
   */
  purge(options: { sites?: readonly string[]; paths?: readonly string[]; keys?: readonly string[] } = {}): number {
    const sites = options.sites ? new Set(options.sites) : null;
    const paths = options.paths ? new Set(options.paths) : null;
    const keys = options.keys ? new Set(options.keys) : null;
    let purged = 0;
    for (const segment of [this.pages, this.variants]) {
      for (const [key, entry] of segment.entries) {
        if (sites && !sites.has(entry.site)) continue;
        const byPath = paths?.has(entry.pagePath) ?? false;
        const byKey = keys ? entry.keys.some((k) => keys.has(k)) : false;
        if ((paths || keys) && !byPath && !byKey) continue;
        segment.delete(key);
        purged += 1;
      }
    }
    return purged;
  }

  clear(): void {
    this.pages.clear();
    this.variants.clear();
  }
}

const positive = (value: string | undefined) => (Number(value) > 0 ? Number(value) : undefined);
const nonNegative = (value: string | undefined) =>
  value !== undefined && value !== '' && Number(value) >= 0 ? Number(value) : undefined;

/**
 * The process's page cache (the webhook purges it). Tunable from the environment (milliseconds):
 * PAGE_CACHE_TTL_MS (fresh, 60 s), PAGE_CACHE_SWR_MS (stale-while-revalidate, 1 h), PAGE_CACHE_SIE_MS
 * (stale-if-error, 24 h), PAGE_CACHE_MAX_ENTRIES (pages, 1000), PAGE_CACHE_MAX_VARIANTS (query variants,
 * not-found and degraded answers, 250; 0 keeps none).
 */
export const pageCache = new PageCache({
  freshMs: positive(process.env.PAGE_CACHE_TTL_MS),
  staleWhileRevalidateMs: positive(process.env.PAGE_CACHE_SWR_MS),
  staleIfErrorMs: positive(process.env.PAGE_CACHE_SIE_MS),
  maxEntries: nonNegative(process.env.PAGE_CACHE_MAX_ENTRIES),
  maxVariants: nonNegative(process.env.PAGE_CACHE_MAX_VARIANTS),
});

/**
 * Headers never replayed from the cache: the outer middleware sets them per response, and PAGE_READS_HEADER is
 * a note from the render to this cache, never sent to visitors.
 */
const NOT_STORED = new Set([
  'content-length',
  'content-encoding',
  'set-cookie',
  'date',
  'transfer-encoding',
  PAGE_READS_HEADER.toLowerCase(),
]);

function toResponse(entry: Omit<Entry, 'storedAt'>, status: string, method: string): Response {
  const headers = new Headers(entry.headers);
  headers.set(CACHE_STATUS_HEADER, status);
  return new Response(method === 'HEAD' ? null : entry.body.slice(), { status: entry.status, headers });
}

/** A render's answer that leaves the cache unstored: labelled, and without the render's note to the cache. */
function passedOn(response: Response, status: 'BYPASS' | 'MISS'): void {
  response.headers.delete(PAGE_READS_HEADER);
  response.headers.set(CACHE_STATUS_HEADER, status);
}

/** What a render answered, as the cache sees it. */
type Verdict =
  /** A healthy page or file: stored for its life. */
  | 'store'
  /** 404 or 410: the page is gone; stored briefly as such. */
  | 'gone'
  /** A page with an empty fallback part: stored briefly, unless a healthy copy is there to serve instead. */
  | 'degraded'
  /** A failure (5xx, or a search whose backend failed): the last good copy is served when there is one. */
  | 'failed'
  /** Anything else (redirects, private answers): passed on, not stored. */
  | 'pass';

function verdictOf(response: { status: number; headers: Headers | [string, string][] }): Verdict {
  const headers = response.headers instanceof Headers ? response.headers : new Headers(response.headers);
  if (/\bprivate\b/i.test(headers.get('cache-control') ?? '')) return 'pass';
  const degraded = headers.get(DEGRADED_HEADER) ?? '';
  const status = pageStatusOf({ status: response.status, headers });
  if (status >= 500 || (status === 200 && /\bsearch\b/.test(degraded))) return 'failed';
  if (status === 404 || status === 410) return 'gone';
  if (status !== 200) return 'pass';
  return degraded ? 'degraded' : 'store';
}

async function entryFrom(
  response: Response,
  site: SiteId,
  pathname: string,
  life: Life,
  page: boolean,
): Promise<Omit<Entry, 'storedAt'>> {
  const body = new Uint8Array(await response.arrayBuffer());
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!NOT_STORED.has(name.toLowerCase())) headers.push([name, value]);
  });
  if (!response.headers.has('etag')) {
    headers.push(['ETag', `"${createHash('sha1').update(body).digest('base64url')}"`]);
  }
  return {
    site,
    pagePath: decodedPath(pagePathOf(pathname)),
    status: response.status,
    headers,
    body,
    keys: keysOf(response.headers.get(SURROGATE_KEY_HEADER)),
    life,
    page,
  };
}

/** What a render shared with the requests that waited for it: the answer, and how the cache came by it. */
type Shared = { entry: Omit<Entry, 'storedAt'>; label: string } | null;

/**
 * The page cache as middleware, placed just before page rendering (and on the sitemap and robots routes).
 * `revalidate` renders a URL again in the background (the app's own fetch, marked so that it goes straight to
 * rendering). `bypassToken` is the value of BYPASS_HEADER that skips the cache (unset: the header does nothing).
 */
export function pageCacheMiddleware(
  cache: PageCache,
  revalidate: (request: Request) => Promise<Response>,
  options: { bypassToken?: string } = {},
): MiddlewareHandler {
  const marker = `revalidate-${Math.random().toString(36).slice(2)}`;
  /** Renders under way per cache key: a miss while one runs waits for it instead of rendering again. */
  const inflight = new Map<string, Promise<Shared>>();

  function lifeOf(verdict: Verdict, pathname: string): Life {
    if (verdict === 'gone' || verdict === 'degraded') return cache.shortLife;
    return CACHED_FILES.has(pathname) ? cache.fileLife : cache.pageLife;
  }

  /** Stores what a render answered (or evicts the page it replaces); returns the entry when it can be shared. */
  async function settle(
    key: string,
    response: Response,
    context: { site: SiteId; pathname: string; search: string; variant: boolean },
  ): Promise<Omit<Entry, 'storedAt'> | null> {
    const verdict = verdictOf(response);
    if (verdict === 'pass') return null;
    let variant = context.variant;
    // A page tells which parameters it reads (the calendar's): once known, its copy is keyed by them or not.
    if (verdict === 'store' && context.search) {
      const scope: QueryScope = { site: context.site, path: pagePathOf(context.pathname) };
      if (learnPageReads(scope, response.headers.get(PAGE_READS_HEADER))) {
        key = PageCache.key(context.site, context.pathname, context.search);
        variant = pageQueryKey(context.search, scope) !== '';
      }
    }
    const page = verdict === 'store' && !variant;
    const entry = await entryFrom(response, context.site, context.pathname, lifeOf(verdict, context.pathname), page);
    if (verdict !== 'failed') cache.set(key, entry);
    return entry;
  }

  function refreshInBackground(
    key: string,
    url: string,
    search: string,
    host: string,
    site: SiteId,
    pathname: string,
    variant: boolean,
  ) {
    if (inflight.has(key)) return;
    const previous = cache.get(key)?.entry;
    const headers = new Headers({ host, 'x-page-cache-internal': marker });
    const task: Promise<Shared> = revalidate(new Request(url, { headers }))
      .then(async (response): Promise<Shared> => {
        const verdict = verdictOf(response);
        if (verdict === 'store' || verdict === 'gone') {
          // A page that is gone now is evicted at once: its 404 replaces it.
          const entry = await settle(key, response, { site, pathname, search, variant });
          return entry ? { entry, label: 'COALESCED' } : null;
        }
        // A failure or a degraded render keeps the copy there is.
        if (verdict !== 'pass') {
          const what = verdict === 'degraded' ? 'a degraded page' : response.status;
          console.warn(
            `[page-cache] Background render of ${pathname} on ${site} answered ${what}; kept the last good copy`,
          );
        }
        await response.body?.cancel();
        return previous ? { entry: previous, label: 'STALE-IF-ERROR' } : null;
      })
      .catch((error) => {
        console.error(`[page-cache] Background render of ${pathname} failed`, error);
        return null;
      })
      .finally(() => inflight.delete(key));
    inflight.set(key, task);
  }

  return async (c, next) => {
    const request = c.req.raw;
    const url = new URL(request.url);
    const pathname = url.pathname;
    if (!isCachedPath(pathname)) return next();
    if (request.headers.get('x-page-cache-internal') === marker) return next();
    if (bypassesPageCache(request, options)) {
      await next();
      passedOn(c.res, 'BYPASS');
      return;
    }
    const site = siteForHost(c.req.header('host'), hostConfig());
    const key = PageCache.key(site, pathname, url.search);
    const variant = pageQueryKey(url.search, { site, path: pagePathOf(pathname) }) !== '';
    const hit = cache.get(key);
    const { fresh, staleWhileRevalidate } = hit?.entry.life ?? cache.pageLife;
    if (hit && hit.age <= fresh) return toResponse(hit.entry, 'HIT', request.method);
    if (hit && hit.age <= fresh + staleWhileRevalidate) {
      const search = pageQueryKey(url.search, { site, path: pagePathOf(pathname) });
      refreshInBackground(
        key,
        `${url.origin}${pathname}${search}`,
        search,
        c.req.header('host') ?? '',
        site,
        pathname,
        variant,
      );
      return toResponse(hit.entry, 'STALE', request.method);
    }

    const running = inflight.get(key);
    if (running) {
      const shared = await running;
      if (shared) return toResponse(shared.entry, shared.label, request.method);
    }
    if (request.method !== 'GET') {
      await next();
      passedOn(c.res, 'MISS');
      return;
    }

    let share: (value: Shared) => void = () => {};
    const flight = new Promise<Shared>((resolve) => {
      share = resolve;
    });
    inflight.set(key, flight);
    try {
      await next();
      const verdict = verdictOf(c.res);
      // A failed or degraded render: the last healthy copy, when there is one, is the better answer.
      const healthy = hit && verdictOf(hit.entry) === 'store' ? hit.entry : undefined;
      if ((verdict === 'failed' || verdict === 'degraded') && healthy) {
        console.warn(
          `[page-cache] Serving the last good ${pathname} on ${site}: the render answered ${c.res.status}${verdict === 'degraded' ? ' degraded' : ''}`,
        );
        await c.res.body?.cancel();
        replaceResponse(c, toResponse(healthy, 'STALE-IF-ERROR', request.method));
        share({ entry: healthy, label: 'STALE-IF-ERROR' });
        return;
      }
      // A crawler's error answer is the status alone (runtime/server/crawlers.ts): never stored nor shared.
      const crawlerError = verdict !== 'store' && isCrawler(c.req.header('user-agent'));
      const entry = crawlerError ? null : await settle(key, c.res, { site, pathname, search: url.search, variant });
      if (!entry) {
        passedOn(c.res, 'MISS');
        share(null);
        return;
      }
      replaceResponse(c, toResponse(entry, 'MISS', request.method));
      share({ entry, label: 'COALESCED' });
    } catch (error) {
      share(null);
      throw error;
    } finally {
      if (inflight.get(key) === flight) inflight.delete(key);
    }
  };
}
