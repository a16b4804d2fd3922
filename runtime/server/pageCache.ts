import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { parsePath } from '../i18n/paths';
import { siteForHost } from '../sites/hosts';
import type { SiteId } from '../sites/registry';
import { hostConfig } from './context';

/**
 * The in-process cache of rendered pages, keyed by site, locale and path (the locale is the path's
 * first segment, so site + path is the key). Stale-while-revalidate: a page older than `freshMs`
 * is still served at once while one background render refreshes it. Stale-if-error: when a render
 * fails (the CMS is down, slow or answers garbage) the last good page is served up to `staleIfErrorMs`.
 * Bounded (LRU by entries and bytes). Never used for preview or bypass requests (`bypassesPageCache`).
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
  now?: () => number;
}

interface Entry {
  site: SiteId;
  /** The page's public path (the client-navigation JSON of a page has its page's path here). */
  pagePath: string;
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  storedAt: number;
}

/** The response header that tells how the page cache answered: HIT, STALE, MISS, BYPASS or STALE-IF-ERROR. */
export const CACHE_STATUS_HEADER = 'X-Page-Cache';

/** Paths that are never pages: static files, API, health, robots, sitemap, the catalogue. */
const NOT_A_PAGE =
  /^\/(?:assets|images|catalogue|api)(?:\/|$)|^\/(?:healthz|robots\.txt|sitemap\.xml|favicon\.(?:ico|svg))$/;
/** Vike's client-navigation data of a page: `/{page path}/index.pageContext.json`. */
const PAGE_CONTEXT_JSON = /\/index\.pageContext\.json$/;
/** A cookie whose name says preview (the preview mode's cookie, whatever its exact name). */
const PREVIEW_COOKIE = /(?:^|;)\s*[^=;]*preview[^=;]*=/i;

/**
 * The one rule for who skips the page cache (neither read nor written): anything but GET/HEAD,
 * requests with a query string, editors in preview (a preview cookie, or credentials), and
 * clients that ask for a fresh copy (`Cache-Control: no-cache` / `no-store` / `max-age=0` is not
 * enough: browsers send it on every reload; `Pragma: no-cache`).
 */
export function bypassesPageCache(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  const url = new URL(request.url);
  if (url.search) return true;
  const headers = request.headers;
  if (headers.has('authorization')) return true;
  if (PREVIEW_COOKIE.test(headers.get('cookie') ?? '')) return true;
  const cacheControl = headers.get('cache-control') ?? '';
  if (/\bno-(?:cache|store)\b/i.test(cacheControl) || /\bno-cache\b/i.test(headers.get('pragma') ?? '')) return true;
  return false;
}

/** Whether a path can be a cached page at all. */
export function isPagePath(pathname: string): boolean {
  return !NOT_A_PAGE.test(pathname);
}

/** The page a cached URL belongs to (a page's own path for its client-navigation JSON). */
function pagePathOf(pathname: string): string {
  if (!PAGE_CONTEXT_JSON.test(pathname)) return pathname;
  return pathname.replace(PAGE_CONTEXT_JSON, '') || '/';
}

export class PageCache {
  readonly freshMs: number;
  readonly staleWhileRevalidateMs: number;
  readonly staleIfErrorMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(options: PageCacheOptions = {}) {
    this.freshMs = options.freshMs ?? 60_000;
    this.staleWhileRevalidateMs = options.staleWhileRevalidateMs ?? 3_600_000;
    this.staleIfErrorMs = options.staleIfErrorMs ?? 86_400_000;
    this.maxEntries = options.maxEntries ?? 1000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  static key(site: string, pathname: string): string {
    return `${site}|${parsePath(pagePathOf(pathname)).locale}|${pathname}`;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /** The entry and its age; touching it makes it most recently used. */
  get(key: string): { entry: Entry; age: number } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = this.now() - entry.storedAt;
    if (age > this.freshMs + this.staleWhileRevalidateMs + this.staleIfErrorMs) {
      this.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { entry, age };
  }

  set(key: string, entry: Omit<Entry, 'storedAt'>): void {
    if (entry.body.byteLength > this.maxBytes / 4) return;
    this.delete(key);
    this.entries.set(key, { ...entry, storedAt: this.now() });
    this.bytes += entry.body.byteLength;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.byteLength;
    this.entries.delete(key);
  }

  /**
   * Forgets pages: the given page paths (all locales' forms are the caller's to list) on the given
   * sites, or every page of those sites when `paths` is omitted. No sites: every site. Returns how
   * many cached responses went.
   */
  purge(options: { sites?: readonly string[]; paths?: readonly string[] } = {}): number {
    const sites = options.sites ? new Set(options.sites) : null;
    const paths = options.paths ? new Set(options.paths) : null;
    let purged = 0;
    for (const [key, entry] of this.entries) {
      if (sites && !sites.has(entry.site)) continue;
      if (paths && !paths.has(entry.pagePath)) continue;
      this.delete(key);
      purged += 1;
    }
    return purged;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

const positive = (value: string | undefined) => (Number(value) > 0 ? Number(value) : undefined);

/**
 * The process's page cache (the webhook purges it). Tunable from the environment (milliseconds):
 * PAGE_CACHE_TTL_MS (fresh, 60 s), PAGE_CACHE_SWR_MS (stale-while-revalidate, 1 h),
 * PAGE_CACHE_SIE_MS (stale-if-error, 24 h), PAGE_CACHE_MAX_ENTRIES (1000).
 */
export const pageCache = new PageCache({
  freshMs: positive(process.env.PAGE_CACHE_TTL_MS),
  staleWhileRevalidateMs: positive(process.env.PAGE_CACHE_SWR_MS),
  staleIfErrorMs: positive(process.env.PAGE_CACHE_SIE_MS),
  maxEntries: positive(process.env.PAGE_CACHE_MAX_ENTRIES),
});

/** Headers never replayed from the cache (the outer middleware sets them per response). */
const NOT_STORED = new Set(['content-length', 'content-encoding', 'set-cookie', 'date', 'transfer-encoding']);

function toResponse(entry: Entry, status: string, method: string): Response {
  const headers = new Headers(entry.headers);
  headers.set(CACHE_STATUS_HEADER, status);
  return new Response(method === 'HEAD' ? null : entry.body.slice(), { status: entry.status, headers });
}

/** Replaces the response whole (Hono's setter would copy the old response's headers over the new one). */
function replaceResponse(c: Context, response: Response): void {
  c.res = undefined as unknown as Response;
  c.res = response;
}

async function entryFrom(response: Response, site: SiteId, pathname: string): Promise<Omit<Entry, 'storedAt'>> {
  const body = new Uint8Array(await response.arrayBuffer());
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!NOT_STORED.has(name.toLowerCase())) headers.push([name, value]);
  });
  if (!response.headers.has('etag')) {
    headers.push(['ETag', `"${createHash('sha1').update(body).digest('base64url')}"`]);
  }
  return { site, pagePath: pagePathOf(pathname), status: response.status, headers, body };
}

/**
 * The page cache as middleware, placed just before page rendering. `revalidate` renders a URL
 * again in the background (the app's own fetch, marked so that it goes straight to rendering).
 */
export function pageCacheMiddleware(
  cache: PageCache,
  revalidate: (request: Request) => Promise<Response>,
): MiddlewareHandler {
  const marker = `revalidate-${Math.random().toString(36).slice(2)}`;
  const inflight = new Map<string, Promise<void>>();

  function refreshInBackground(key: string, request: Request, site: SiteId, pathname: string): void {
    if (inflight.has(key)) return;
    const headers = new Headers({ host: request.headers.get('host') ?? '', 'x-page-cache-internal': marker });
    const task = revalidate(new Request(request.url, { headers }))
      .then(async (response) => {
        if (response.status === 200) cache.set(key, await entryFrom(response, site, pathname));
        else await response.body?.cancel();
      })
      .catch((error) => console.error(`[page-cache] Background render of ${pathname} failed`, error))
      .finally(() => inflight.delete(key));
    inflight.set(key, task);
  }

  return async (c, next) => {
    const request = c.req.raw;
    const pathname = c.req.path;
    if (!isPagePath(pathname)) return next();
    if (request.headers.get('x-page-cache-internal') === marker) return next();
    if (bypassesPageCache(request)) {
      await next();
      c.res.headers.set(CACHE_STATUS_HEADER, 'BYPASS');
      return;
    }
    const site = siteForHost(c.req.header('host'), hostConfig());
    const key = PageCache.key(site, pathname);
    const hit = cache.get(key);
    if (hit && hit.age <= cache.freshMs) return toResponse(hit.entry, 'HIT', request.method);
    if (hit && hit.age <= cache.freshMs + cache.staleWhileRevalidateMs) {
      refreshInBackground(key, request, site, pathname);
      return toResponse(hit.entry, 'STALE', request.method);
    }
    await next();
    const status = c.res.status;
    if (status === 200 && request.method === 'GET' && !/\bprivate\b/i.test(c.res.headers.get('cache-control') ?? '')) {
      const entry = await entryFrom(c.res, site, pathname);
      cache.set(key, entry);
      replaceResponse(c, toResponse({ ...entry, storedAt: 0 }, 'MISS', request.method));
    } else if (status >= 500 && hit) {
      console.warn(`[page-cache] Serving the last good ${pathname} on ${site}: the render answered ${status}`);
      await c.res.body?.cancel();
      replaceResponse(c, toResponse(hit.entry, 'STALE-IF-ERROR', request.method));
    } else {
      c.res.headers.set(CACHE_STATUS_HEADER, 'MISS');
    }
  };
}
