import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { localeFromCookie, localeRootFor } from '../i18n/localeCookie';
import { siteForHost } from '../sites/hosts';
import { hostConfig } from './context';
import { bypassesPageCache, CACHE_STATUS_HEADER, type Entry, isCachedPath, PageCache } from './pageCache';
import { requestRejection } from './requestGuard';

/**
 * The warm path: a fresh page-cache hit answered before the rest of the middleware chain, at the cost of a map
 * lookup, a few header checks and a write of stored bytes.
 *
 * The answer is the one the whole chain gave for the same entry, replayed: the first time an entry goes out through
 * the chain (its MISS, or a HIT the fast path could not take yet), this middleware, which runs first, records the
 * final headers (security headers, Cache-Control, surrogate keys …) with the entry, and from then on serves it
 * itself. It never answers what the chain would answer otherwise: another method, a request the guard refuses, a
 * preview or bypass, the bare root with a chosen language, a stale or non-200 entry — those take the chain.
 *
 * Compression is done once per stored body and kept: br (quality 5) and gzip, chosen by Accept-Encoding, with
 * `Vary: Accept-Encoding`; an ETag per body (weak for a compressed variant, as the chain's compression makes it), and
 * 304 for a matching If-None-Match with the headers the chain's 304 carried.
 */

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Bodies smaller than this are sent as they are (the chain's compression has the same threshold). */
const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /^(?:text\/|application\/(?:xml|json|xhtml\+xml|rss\+xml|atom\+xml))/i;
/** Compressed bodies kept, by ETag (a re-render with the same bytes reuses them). */
const MAX_COMPRESSED = 2000;

/** Headers that belong to one response, never replayed. */
const PER_RESPONSE = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
  'etag',
  'vary',
  CACHE_STATUS_HEADER.toLowerCase(),
]);

type Encoding = 'br' | 'gzip' | 'identity';

/** What the chain sent for one entry: its headers (without the per-response ones) and, once seen, its 304's. */
interface Replay {
  headers: Record<string, string>;
  notModified?: Record<string, string>;
}

const stripWeak = (tag: string) => tag.replace(/^W\//, '');

/** The encoding to send: br, then gzip, when the client accepts it (q > 0); else the body as it is. */
export function chooseEncoding(acceptEncoding: string | null | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.trim().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** Whether an If-None-Match header names this ETag (weak comparison, as the chain's ETag middleware does). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const expected = stripWeak(etag);
  return ifNoneMatch.match(/"[^"]*"/g)?.some((tag) => tag === expected) ?? false;
}

function headerOf(entry: Entry, name: string): string | undefined {
  return entry.headers.find(([key]) => key.toLowerCase() === name)?.[1];
}

export function pageCacheHits(cache: PageCache, options: { bypassToken?: string } = {}): MiddlewareHandler {
  const replays = new WeakMap<Entry, Replay>();
  const compressed = new Map<string, Promise<Uint8Array>>();

  function compressedBody(entry: Entry, etag: string, encoding: 'br' | 'gzip'): Promise<Uint8Array> {
    const key = `${encoding}${etag}`;
    let body = compressed.get(key);
    if (!body) {
      body =
        encoding === 'br'
          ? brotli(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipped(entry.body, { level: 6 });
      body.catch(() => compressed.delete(key));
      compressed.set(key, body);
      if (compressed.size > MAX_COMPRESSED) {
        const oldest = compressed.keys().next().value;
        if (oldest !== undefined) compressed.delete(oldest);
      }
    }
    return body;
  }

  /** The fresh 200 entry a request may be answered from here, or null when the chain must answer it. */
  function servable(request: Request, url: string, pathname: string): { entry: Entry; key: string } | null {
    if (request.headers.has('x-page-cache-internal')) return null;
    if (!isCachedPath(pathname)) return null;
    if (requestRejection(request.method, url)) return null;
    if (bypassesPageCache(request, options)) return null;
    const cookie = request.headers.get('cookie');
    if (pathname === '/' && cookie && localeRootFor(localeFromCookie(cookie))) return null;
    const query = url.indexOf('?');
    const search = query === -1 ? '' : url.slice(query);
    const key = PageCache.key(siteForHost(request.headers.get('host') ?? undefined, hostConfig()), pathname, search);
    const hit = cache.get(key);
    if (!hit || hit.age > hit.entry.life.fresh || hit.entry.status !== 200) return null;
    return { entry: hit.entry, key };
  }

  /** After the chain answered: records its headers for the entry it served, when it served one whole. */
  function record(key: string, response: Response): void {
    const entry = cache.get(key)?.entry;
    const etag = response.headers.get('etag');
    if (!entry || !etag || entry.status !== 200) return;
    const stored = headerOf(entry, 'etag');
    if (!stored || stripWeak(stored) !== stripWeak(etag)) return;
    const replay = replays.get(entry);
    if (response.status === 304) {
      if (!replay) return;
      const notModified: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (!PER_RESPONSE.has(name) || name === 'vary') notModified[name] = value;
      });
      replay.notModified = notModified;
      return;
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!PER_RESPONSE.has(name)) headers[name] = value;
    });
    const status = response.headers.get(CACHE_STATUS_HEADER);
    if (response.status === 200 && (status === 'HIT' || status === 'MISS' || status === 'COALESCED')) {
      replays.set(entry, { headers, notModified: replay?.notModified });
    }
  }

  return async (c, next) => {
    const request = c.req.raw;
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const url = request.url;
    const pathname = c.req.path;
    const found = servable(request, url, pathname);
    const replay = found && replays.get(found.entry);
    if (!found || !replay) {
      await next();
      if (found || c.res.headers.has(CACHE_STATUS_HEADER) || c.res.status === 304) {
        const query = url.indexOf('?');
        const site = siteForHost(request.headers.get('host') ?? undefined, hostConfig());
        record(PageCache.key(site, pathname, query === -1 ? '' : url.slice(query)), c.res);
      }
      return;
    }

    const { entry } = found;
    const etag = headerOf(entry, 'etag') as string;
    const type = replay.headers['content-type'] ?? '';
    const encoding =
      entry.body.byteLength >= COMPRESS_MIN_BYTES && COMPRESSIBLE.test(type)
        ? chooseEncoding(request.headers.get('accept-encoding'))
        : 'identity';
    const variantTag = encoding === 'identity' ? etag : `W/${stripWeak(etag)}`;

    if (matches(request.headers.get('if-none-match') ?? undefined, etag)) {
      if (!replay.notModified) {
        // The chain's 304 has not been seen for this entry yet: let it answer (and record it).
        await next();
        const query = url.indexOf('?');
        record(PageCache.key(entry.site, pathname, query === -1 ? '' : url.slice(query)), c.res);
        return;
      }
      return new Response(null, { status: 304, headers: { ...replay.notModified, etag } });
    }

    const body = encoding === 'identity' ? entry.body : await compressedBody(entry, etag, encoding);
    const headers: Record<string, string> = {
      ...replay.headers,
      etag: variantTag,
      vary: 'Accept-Encoding',
      'content-length': String(body.byteLength),
      [CACHE_STATUS_HEADER]: 'HIT',
    };
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    return new Response(method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers });
  };
}
