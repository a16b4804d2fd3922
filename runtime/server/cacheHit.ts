import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { FastResponse } from 'srvx/node';
import { pageReadsVersion } from '../cache/pageQueryParameters';
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
 * the chain (its MISS, or a HIT the fast path could not take yet), `record`, the app's first middleware, records the
 * final headers (security headers, Cache-Control, surrogate keys …) with the entry, and from then on `answer`, called
 * before the app (createApp wraps its fetch), serves it itself. It never answers what the chain would answer otherwise: another method, a request the guard refuses, a
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
  /** Per encoding, once its body is made: the whole header set and the bytes, ready to send. */
  ready: Partial<Record<Encoding, { headers: Record<string, string>; body: Uint8Array }>>;
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

/** Memoised URLs at most (the cache key of a host and URL, or '' when the URL is never answered here). */
const MAX_URLS = 5000;

/** The path of an absolute URL string, as it was sent (Hono's c.req.path, without parsing the URL). */
function pathOf(url: string): { pathname: string; search: string } {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const query = url.indexOf('?', start);
  return query === -1
    ? { pathname: url.slice(start), search: '' }
    : { pathname: url.slice(start, query), search: url.slice(query) };
}

export interface PageCacheHits {
  /** Answers a fresh hit whole, before the app (undefined: the app answers). */
  answer(request: Request): Response | Promise<Response> | undefined;
  /** The app's first middleware: records what the chain sent for an entry, for `answer` to replay. */
  record: MiddlewareHandler;
}

export function pageCacheHits(cache: PageCache, options: { bypassToken?: string } = {}): PageCacheHits {
  const replays = new WeakMap<Entry, Replay>();
  const compressed = new Map<string, Promise<Uint8Array>>();
  const keys = new Map<string, string>();

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

  /** The cache key a URL on a host is answered from, or '' when it never is here (cached per URL). */
  let keysVersion = pageReadsVersion();
  function keyOf(host: string, url: string): string {
    // A page learned to read (or not) the calendar's parameters: memoised keys may be stale.
    if (keysVersion !== pageReadsVersion()) {
      keys.clear();
      keysVersion = pageReadsVersion();
    }
    const memo = `${host} ${url}`;
    let key = keys.get(memo);
    if (key === undefined) {
      const { pathname, search } = pathOf(url);
      key =
        isCachedPath(pathname) && !requestRejection('GET', url)
          ? PageCache.key(siteForHost(host, hostConfig()), pathname, search)
          : '';
      if (keys.size >= MAX_URLS) keys.clear();
      keys.set(memo, key);
    }
    return key;
  }

  /** Whether a request's own signals send it to the chain: preview, the bypass token, the bare root's locale. */
  function toChain(request: Request, url: string): boolean {
    const headers = request.headers;
    if (headers.has('x-page-cache-internal')) return true;
    const cookie = headers.get('cookie');
    if (!cookie && !headers.has('x-page-cache-bypass')) return false;
    if (bypassesPageCache(request, options)) return true;
    return cookie !== null && pathOf(url).pathname === '/' && localeRootFor(localeFromCookie(cookie)) !== null;
  }

  function send(replay: Replay, encoding: Encoding, etag: string, body: Uint8Array, head: boolean): Response {
    let ready = replay.ready[encoding];
    if (!ready) {
      const headers: Record<string, string> = {
        ...replay.headers,
        etag: encoding === 'identity' ? etag : `W/${stripWeak(etag)}`,
        vary: 'Accept-Encoding',
        'content-length': String(body.byteLength),
        [CACHE_STATUS_HEADER]: 'HIT',
      };
      if (encoding !== 'identity') headers['content-encoding'] = encoding;
      ready = { headers, body };
      replay.ready[encoding] = ready;
    }
    // srvx's own Response: the production server writes its bytes straight to the socket (a web Response's body
    // would be read back as a stream).
    return new FastResponse(head ? null : (ready.body as Uint8Array<ArrayBuffer>), {
      status: 200,
      headers: ready.headers,
    }) as Response;
  }

  function answer(request: Request): Response | Promise<Response> | undefined {
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') return undefined;
    const url = request.url;
    const key = keyOf(request.headers.get('host') ?? '', url);
    if (!key || toChain(request, url)) return undefined;
    const hit = cache.get(key);
    if (!hit || hit.age > hit.entry.life.fresh || hit.entry.status !== 200) return undefined;
    const entry = hit.entry;
    const replay = replays.get(entry);
    if (!replay) return undefined;
    const etag = headerOf(entry, 'etag') as string;

    const ifNoneMatch = request.headers.get('if-none-match');
    if (ifNoneMatch && matches(ifNoneMatch, etag)) {
      // Until the chain's 304 for this entry has been seen, the chain answers it (and it is recorded).
      return replay.notModified
        ? (new FastResponse(null, { status: 304, headers: { ...replay.notModified, etag } }) as Response)
        : undefined;
    }
    const encoding =
      entry.body.byteLength >= COMPRESS_MIN_BYTES && COMPRESSIBLE.test(replay.headers['content-type'] ?? '')
        ? chooseEncoding(request.headers.get('accept-encoding'))
        : 'identity';
    const head = method === 'HEAD';
    if (encoding === 'identity' || replay.ready[encoding]) {
      return send(replay, encoding, etag, entry.body, head);
    }
    return compressedBody(entry, etag, encoding).then((body) => send(replay, encoding, etag, body, head));
  }

  /** After the chain answered: records its headers for the entry it served, when it served one whole. */
  function recordFor(key: string, response: Response): void {
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
    const status = response.headers.get(CACHE_STATUS_HEADER);
    if (response.status !== 200 || !(status === 'HIT' || status === 'MISS' || status === 'COALESCED')) return;
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!PER_RESPONSE.has(name)) headers[name] = value;
    });
    replays.set(entry, { headers, notModified: replay?.notModified, ready: {} });
  }

  const record: MiddlewareHandler = async (c, next) => {
    await next();
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return;
    if (!c.res.headers.has(CACHE_STATUS_HEADER) && c.res.status !== 304) return;
    const key = keyOf(c.req.header('host') ?? '', c.req.url);
    if (key && !toChain(c.req.raw, c.req.url)) recordFor(key, c.res);
  };

  return { answer, record };
}
