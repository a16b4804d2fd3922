/**
 * Fuzz: generated raw HTTP/1.1 requests — path traversal, overlong and deeply nested
 * paths, invalid percent-encoding and UTF-8 (encoded and as raw bytes), null bytes and control
 * characters, malformed request lines, odd methods, huge, many and duplicate headers, unknown and
 * malicious Host values (in Host, in an absolute-form target and in forwarding headers), query
 * strings, request bodies and pipelining. Deterministic for a seed, so a failure can be replayed
 * (FUZZ_SEED). tests/browser/fuzz.spec.ts sends them to the built server over TCP.
 */

/** What the issue lists: the only answers a fuzzed request may get unless it admits another (below). */
export const DESIGNED_STATUSES = [200, 301, 302, 400, 404, 405] as const;

/**
 * Every malicious Host value carries this marker, and no generated path or query does: wherever it
 * shows up in an answer (a Location, a canonical link, the sitemap), the Host reached a URL.
 */
export const HOSTILE_MARK = 'evil-host';

/**
 * Node's HTTP parser rejects a request head (request line and headers) over 16 KiB with 431 before
 * any of our code runs (`--max-http-header-size`, default 16384).
 */
export const NODE_MAX_HEADER_BYTES = 16 * 1024;

export interface FuzzRequest {
  method: string;
  /** The request target as written on the request line (for messages). */
  target: string;
  /**
   * Answers beyond DESIGNED_STATUSES this request may get, each for a reason of its own:
   * - 431 Request Header Fields Too Large: the head is over Node's 16 KiB limit; Node's parser answers
   *   before the app sees a byte. RFC 6585 made 431 for exactly this, it is a 4xx refusal like the
   *   issue's 400, and replacing it would mean replacing Node's whole clientError handling (which
   *   also answers 400 to everything else it cannot parse) to say something less precise.
   * - 417 Expectation Failed: an `Expect` other than 100-continue; Node answers it itself
   *   (RFC 9110 §10.1.1), before the app.
   * - 206 and 416: a `Range` request for a static file (build assets, the catalogue), answered as
   *   RFC 9110 §14 says by the static file handler.
   * - 304: a conditional GET (If-None-Match / If-Modified-Since) of an unchanged page (issue §3: ETag and 304).
   * - 401 and 413: the publish webhook refuses unsigned requests and bodies over 256 KB (issue §3);
   *   401 also for the preview entrance without a valid secret.
   * - 307: the preview routes' redirects (always to a same-site path).
   * - 500: `/fejl`, the error page, is served at its status (the spec: fallback pages).
   */
  admits: number[];
  /** A request that should never get an answer cut off by a reset (small enough to be read whole). */
  mustBeAnswered: boolean;
}

export interface FuzzCase {
  /** The bytes written to one connection: one request, or two pipelined. */
  bytes: Buffer;
  requests: FuzzRequest[];
  /** Which generator made it (for coverage and for messages). */
  kind: FuzzKind;
  /** Written in this many pieces (a slow client), 1 for one write. */
  pieces: number;
}

export type FuzzKind =
  | 'path'
  | 'nested'
  | 'query'
  | 'raw-target'
  | 'request-line'
  | 'method'
  | 'headers'
  | 'host'
  | 'webhook';

/** A small deterministic PRNG (mulberry32). */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Pages and endpoints that exist, so the fuzz reaches content routing and rendering, not only 404s. */
const REAL_PATHS = [
  '/',
  '/en',
  '/de',
  '/sv',
  '/se',
  '/besoeg-museet',
  '/en/visit-the-museum',
  '/kalender',
  '/soeg',
  '/en/soeg',
  '/danmarks-oldtid',
  '/udstillinger',
  '/presse',
  '/fejl',
  '/404',
  '/en/404',
  '/gammel-side',
  '/kurser',
  '/foredrag',
  '/mocks',
  '/mocks/embed',
  '/mocks/podcast',
  '/robots.txt',
  '/sitemap.xml',
  '/favicon.ico',
  '/favicon.svg',
  '/healthz',
  '/catalogue',
  '/catalogue/',
  '/builds/latest.json',
  '/api/calendar/da.ics',
  '/api/calendar/en.ics',
  '/api/search/get-embedding-result',
  '/besoeg-museet/index.pageContext.json',
  '/index.pageContext.json',
  '/api/preview/enable',
  '/api/preview/disable',
];

const SEGMENTS = [
  '',
  '..',
  '.',
  '%2e%2e',
  '%2E%2e%2f',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..%5c..%5cwindows',
  '%2e%2e%5c',
  '%252e%252e',
  '..;',
  '%00',
  'a%00b',
  '%00.json',
  '%',
  '%%',
  '%zz',
  '%E0%A4%A',
  '%C3%28',
  '%C0%AF',
  '%E0%80%AF',
  '%FF%FE',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%0d%0aSet-Cookie:%20x=1',
  '%0a',
  '%09',
  '%7f',
  '%C3%B8',
  's%C3%B8g',
  '%F0%9F%98%80',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  "'%22%60",
  '%2F%2F',
  '%5C',
  'assets',
  'api',
  'api%2Fpreview',
  'catalogue',
  'images',
  'embedded',
  'stage',
  'builds',
  'index.pageContext.json',
  'en',
  'de',
  'sv',
  'se',
  'da',
  'besoeg-museet',
  'fejl',
  '404',
  'robots.txt',
  'sitemap.xml',
  'healthz',
  '~',
  ';jsessionid=1',
  '.git',
  '.env',
  'package.json',
  'a'.repeat(300),
];

const QUERIES = [
  'q=viking',
  'q=r%C3%B8d',
  'q=%E0%A4%A',
  'q=%C3%28',
  'q=%00',
  'q=%',
  '%%%',
  '&&==',
  'a=1&a=2&a=3',
  'q=<svg/onload=alert(1)>',
  'q=%3Cscript%3E',
  `q=${'y'.repeat(300)}`,
  `x=${'y'.repeat(2100)}`,
  'q[]=1&q[x]=2',
  'q=%2e%2e%2f',
  'date=2026-12-24',
  'date=9999-99-99',
  'type=exhibition&type=event',
  'environment=stage&query=viking',
  'environment=prod&query=x',
  'environment=stage&query=',
  `environment=stage&query=${'z'.repeat(250)}`,
  'redirect=//example.org',
  'redirect=/%5Cexample.org',
  'redirect=https://example.org',
  'secret=wrong&redirect=/besoeg-museet',
  'sanity-preview-secret=x',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  '',
];

/** Hosts that are not ours: each carries HOSTILE_MARK. */
const HOSTILE_HOSTS = [
  `${HOSTILE_MARK}.example`,
  `${HOSTILE_MARK}.example:3000`,
  `natmus.dk.${HOSTILE_MARK}.example`,
  `localhost.${HOSTILE_MARK}.example`,
  `kronborg.localhost.${HOSTILE_MARK}.example`,
  `${HOSTILE_MARK}.example/besoeg-museet`,
  `${HOSTILE_MARK}.example?x=`,
  `${HOSTILE_MARK}.example#x`,
  `localhost@${HOSTILE_MARK}.example`,
  `user:pw@${HOSTILE_MARK}.example`,
  `${HOSTILE_MARK}.example\\x`,
  `"><script>${HOSTILE_MARK}</script>`,
  `${HOSTILE_MARK}.example'`,
  HOSTILE_MARK.toUpperCase(),
  `[${HOSTILE_MARK}]`,
  `${HOSTILE_MARK}.example:99999`,
  `localhost, ${HOSTILE_MARK}.example`,
  `${HOSTILE_MARK}.example.`,
  `${HOSTILE_MARK}`,
  `${HOSTILE_MARK}.example:65536`,
];

/** Hosts that are odd but not hostile: ours, our ports, bare addresses, empty, long, unknown. */
const OTHER_HOSTS = [
  'localhost',
  'localhost:3000',
  'kronborg.localhost',
  'krigsmuseet.localhost:3000',
  'frihedsmuseet.localhost',
  'dwarf.localhost',
  'natmus.dk',
  'www.natmus.dk',
  '127.0.0.1',
  '[::1]',
  '[::1]:3000',
  '',
  'a'.repeat(300),
  'xn--80ak6aa92e.com',
  'unknown.example',
  'LOCALHOST',
  'localhost:0',
  'localhost:99999',
  '999.999.999.999',
  '1.2.3.4.5',
  '0x100000000',
  '[:::1:::]',
];

const ODD_METHODS = [
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'MKCOL',
  'LOCK',
  'PURGE',
  'SEARCH',
  'QUERY',
  'CONNECT',
  'M-SEARCH',
  'BREW',
  'X-GARBAGE',
  'get',
  'G E T',
  'GET\u0000',
];

/** Methods Node's parser knows (others it refuses itself with 400). */
const ACCEPT_ENCODINGS = ['gzip', 'br', 'deflate', 'gzip, br', 'deflate, gzip;q=0', '*', 'identity;q=0', 'zstd', '🙂'];
const USER_AGENTS = ['Googlebot/2.1', 'Mozilla/5.0 (compatible; Lighthouse)', 'facebookexternalhit/1.1', 'curl/8', ''];

/** Whether a request target is the error page `/fejl` (also after URL normalisation: `/x/../fejl`). */
function errorPagePath(target: string): boolean {
  if (target.split('?')[0] === '/fejl') return true;
  try {
    return new URL(target, 'http://fuzz.invalid').pathname === '/fejl';
  } catch {
    return false;
  }
}

export function generateCases(seed: number, minimumRequests: number): FuzzCase[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const int = (max: number) => Math.floor(next() * max);
  const chance = (p: number) => next() < p;

  function generatedPath(): string {
    const depth = 1 + int(6);
    const parts: string[] = [];
    for (let i = 0; i < depth; i += 1) parts.push(pick(SEGMENTS));
    const base = chance(0.3) ? pick(REAL_PATHS) : '';
    let path = `${base === '/' ? '' : base}/${parts.join('/')}`;
    if (chance(0.15)) path += '/';
    if (chance(0.05)) path = `/${path}`; // `//…`: a protocol-relative look
    return path;
  }

  function nestedPath(): string {
    const choice = int(5);
    if (choice === 0) return `/${'a/'.repeat(1 + int(1000))}`; // deeply nested, often over 2 KB
    if (choice === 1) return `/${'x'.repeat(1 + int(9000))}`; // overlong
    if (choice === 2) return `/en/${'%2e%2e/'.repeat(1 + int(300))}etc/passwd`;
    if (choice === 3) return `/${'%2F'.repeat(1 + int(700))}`;
    return `/${Array.from({ length: 1 + int(200) }, (_, i) => `s${i}`).join('/')}`;
  }

  interface Built {
    head: string[];
    /** A raw request line or target bytes, when they cannot be a string. */
    line: Buffer;
    body: Buffer;
    request: FuzzRequest;
    /** Line ends LF only (a lenient parser's trap). */
    lf?: boolean;
  }

  function request(method: string, target: string, version = 'HTTP/1.1'): Built {
    return {
      head: [],
      line: Buffer.from(`${method} ${target} ${version}\r\n`, 'latin1'),
      body: Buffer.alloc(0),
      request: { method, target, admits: [], mustBeAnswered: true },
    };
  }

  function hostHeader(built: Built, hostile: boolean): void {
    const host = hostile ? pick(HOSTILE_HOSTS) : pick(OTHER_HOSTS);
    built.head.push(`Host: ${host}`);
  }

  /** A few ordinary or odd extra headers. */
  function extraHeaders(built: Built): void {
    const count = int(4);
    for (let i = 0; i < count; i += 1) {
      const choice = int(10);
      if (choice === 0) built.head.push(`Accept-Encoding: ${pick(ACCEPT_ENCODINGS)}`);
      if (choice === 1) {
        built.head.push(`If-None-Match: ${pick(['*', '"x"', 'W/"y"', '"', 'garbage'])}`);
        built.request.admits.push(304);
      }
      if (choice === 2) {
        built.head.push(`If-Modified-Since: ${pick(['Tue, 24 Nov 2099 10:00:00 GMT', 'yesterday', ''])}`);
        built.request.admits.push(304);
      }
      if (choice === 3)
        built.head.push(`Cache-Control: ${pick(['no-cache', 'max-age=0', 'no-store', 'only-if-cached'])}`);
      if (choice === 4) built.head.push(`User-Agent: ${pick(USER_AGENTS)}`);
      if (choice === 5)
        built.head.push(`Cookie: ${pick(['a=1', 'museum-preview=forged.sig', 'preview=1', '=', ';;;'])}`);
      if (choice === 6) built.head.push(`Accept: ${pick(['text/html', 'application/json', '*/*', '', 'x/y;q=2'])}`);
      if (choice === 7) built.head.push(`Accept-Language: ${pick(['da', 'en-GB,en;q=0.9', '*', 'xx'])}`);
      if (choice === 8) {
        built.head.push(`Range: ${pick(['bytes=0-10', 'bytes=-1', 'bytes=999999999-', 'lines=1-2'])}`);
        built.request.admits.push(206, 416);
      }
      if (choice === 9) built.head.push(`Referer: ${pick(['https://example.org/', 'javascript:alert(1)', ''])}`);
    }
  }

  function oddHeaders(built: Built): void {
    const choice = int(16);
    if (choice === 0) built.head.push(`X-Huge: ${'z'.repeat(int(40 * 1024))}`);
    if (choice === 1) built.head.push(`Cookie: ${'c'.repeat(int(30 * 1024))}`);
    if (choice === 2) for (let i = 0; i < 50 + int(2500); i += 1) built.head.push(`X-Many-${i % 7}: ${i}`);
    if (choice === 3) built.head.push('Cookie: a=1', 'Cookie: museum-preview=x', 'Cookie: b=2');
    if (choice === 4) built.head.push('Content-Length: 0', 'Content-Length: 5');
    if (choice === 5) built.head.push('Content-Length: 3', 'Transfer-Encoding: chunked');
    if (choice === 6) built.head.push('X-Folded: a', ' folded continuation');
    if (choice === 7) built.head.push('X-Ctl: a\u0001b');
    if (choice === 8) built.head.push('No colon here');
    if (choice === 9) built.head.push(': empty name', 'Bad Name: x');
    if (choice === 10) built.head.push('Upgrade: websocket', 'Sec-WebSocket-Version: 13', 'Sec-WebSocket-Key: x');
    if (choice === 11) built.head.push('Upgrade: h2c', 'HTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA');
    if (choice === 12) {
      const value = pick(['100-continue', 'garbage', '']);
      built.head.push(`Expect: ${value}`);
      if (value !== '100-continue') built.request.admits.push(417);
    }
    if (choice === 13)
      built.head.push(`Transfer-Encoding: ${pick(['identity', 'gzip', 'chunked, identity', 'xchunked'])}`);
    if (choice === 14) built.head.push(`Accept-Encoding: ${'gzip, '.repeat(int(2000))}br`);
    if (choice === 15)
      built.head.push(`Content-Type: ${pick(['multipart/form-data; boundary=', 'application/json; charset=utf-7'])}`);
  }

  /** Forwarding headers with hostile hosts: the server trusts no proxy, so none may reach a URL. */
  function forwarding(built: Built): void {
    const host = pick(HOSTILE_HOSTS).replace(/[\r\n]/g, '');
    built.head.push(
      pick([
        `X-Forwarded-Host: ${host}`,
        `Forwarded: host=${host};proto=https`,
        `X-Original-Host: ${host}`,
        `X-Host: ${host}`,
        `X-Forwarded-Server: ${host}`,
      ]),
    );
    if (chance(0.5)) built.head.push(`X-Forwarded-Proto: ${pick(['https', 'http', 'gopher'])}`);
  }

  function pathCase(): Built {
    const built = request(chance(0.8) ? 'GET' : 'HEAD', generatedPath());
    hostHeader(built, chance(0.2));
    extraHeaders(built);
    return built;
  }

  function nestedCase(): Built {
    const built = request(chance(0.85) ? 'GET' : 'HEAD', nestedPath());
    hostHeader(built, chance(0.2));
    return built;
  }

  function queryCase(): Built {
    const path = chance(0.7) ? pick(REAL_PATHS) : generatedPath();
    const query = Array.from({ length: 1 + int(3) }, () => pick(QUERIES)).join('&');
    const built = request(chance(0.9) ? 'GET' : 'HEAD', `${path}?${query}`);
    hostHeader(built, chance(0.2));
    extraHeaders(built);
    return built;
  }

  function rawTargetCase(): Built {
    const pieces: Buffer[] = [Buffer.from(pick(['/', '/en/', '/besoeg-museet/', '/api/', '/soeg?q=']))];
    const count = 1 + int(3);
    for (let i = 0; i < count; i += 1) {
      pieces.push(
        pick([
          Buffer.from([0x00]),
          Buffer.from([0x01, 0x1f]),
          Buffer.from([0x7f]),
          Buffer.from('ø', 'utf8'),
          Buffer.from('😀', 'utf8'),
          Buffer.from([0xc3, 0x28]),
          Buffer.from([0xff, 0xfe]),
          Buffer.from([0xed, 0xa0, 0x80]),
          Buffer.from([0xe0, 0xa4]),
          Buffer.from([0x09]),
          Buffer.from(' '),
          Buffer.from('\\'),
          Buffer.from('<script>'),
          Buffer.from('"'),
          Buffer.from('{}|^`'),
          Buffer.from('#frag'),
          Buffer.from('x'),
        ]),
      );
    }
    const target = Buffer.concat(pieces);
    const built = request('GET', target.toString('latin1'));
    built.line = Buffer.concat([Buffer.from('GET '), target, Buffer.from(' HTTP/1.1\r\n')]);
    hostHeader(built, chance(0.2));
    return built;
  }

  function requestLineCase(): Built {
    const hostile = pick(HOSTILE_HOSTS);
    const choice = int(16);
    const lines: [string, string][] = [
      ['GET', 'GARBAGE'],
      ['GET', 'GET /'],
      ['GET', 'GET / HTTP/1.9'],
      ['GET', 'GET / HTTP/2.0'],
      ['GET', 'GET / HTTP/1'],
      ['GET', 'GET  /  HTTP/1.1'],
      ['GET', 'GET\t/\tHTTP/1.1'],
      ['GET', 'GET besoeg-museet HTTP/1.1'],
      ['GET', `GET http://${hostile}/besoeg-museet/ HTTP/1.1`],
      ['GET', `GET http://${hostile}/ HTTP/1.1`],
      ['GET', `GET https://${hostile}:443/en HTTP/1.1`],
      ['OPTIONS', 'OPTIONS * HTTP/1.1'],
      ['CONNECT', `CONNECT ${hostile}:443 HTTP/1.1`],
      ['PRI', 'PRI * HTTP/2.0'],
      ['GET', `GET /${'?'.repeat(3)}#${'#'.repeat(3)} HTTP/1.1`],
      ['GET', 'GET /\u0000 HTTP/1.1'],
    ];
    const [method, line] = lines[choice] as [string, string];
    const built = request(method, line);
    built.line = Buffer.from(`${line}\r\n`, 'latin1');
    if (chance(0.15)) {
      // LF-only line ends throughout.
      built.line = Buffer.from(`${line}\n`, 'latin1');
      built.lf = true;
    }
    hostHeader(built, chance(0.3));
    return built;
  }

  function methodCase(): Built {
    const method = pick(ODD_METHODS);
    const path = chance(0.6) ? pick(REAL_PATHS) : generatedPath();
    const built = request(method, method === 'CONNECT' ? `${pick(['localhost', HOSTILE_MARK])}:443` : path);
    hostHeader(built, chance(0.2));
    if (method !== 'GET' && chance(0.5)) {
      built.body = Buffer.from(pick(['{}', 'x=1', '<xml/>', 'z'.repeat(int(20_000))]));
      built.head.push(`Content-Length: ${built.body.length}`);
    }
    extraHeaders(built);
    return built;
  }

  function headersCase(): Built {
    const built = request(chance(0.85) ? 'GET' : 'HEAD', chance(0.7) ? pick(REAL_PATHS) : generatedPath());
    if (chance(0.1)) {
      // No Host at all, or two different ones.
    } else if (chance(0.15)) {
      built.head.push(`Host: ${pick(OTHER_HOSTS)}`, `Host: ${pick(HOSTILE_HOSTS)}`);
    } else {
      hostHeader(built, chance(0.25));
    }
    const odd = 1 + int(3);
    for (let i = 0; i < odd; i += 1) oddHeaders(built);
    extraHeaders(built);
    return built;
  }

  function hostCase(): Built {
    const built = request(
      chance(0.85) ? 'GET' : 'HEAD',
      pick(REAL_PATHS.concat(['/besoeg-museet/', '/en/', '/kalender/'])),
    );
    if (chance(0.8)) hostHeader(built, true);
    else built.head.push(`Host: ${pick(OTHER_HOSTS)}`);
    if (chance(0.4)) forwarding(built);
    extraHeaders(built);
    return built;
  }

  function webhookCase(): Built {
    const built = request('POST', '/api/webhooks/publish');
    built.request.admits.push(401, 413);
    hostHeader(built, chance(0.2));
    built.head.push(
      `sanity-webhook-signature: ${pick(['t=1,v1=x', '', 't=9999999999999,v1=abc', 'garbage', `t=${1_790_000_000_000 + int(1000)},v1=${'a'.repeat(43)}`])}`,
    );
    built.head.push(`Content-Type: ${pick(['application/json', 'text/plain', 'multipart/form-data; boundary=x'])}`);
    const choice = int(5);
    if (choice === 0) {
      built.body = Buffer.from(JSON.stringify({ _id: 'landingPage-natmus-visit-da', slug: { current: '../../etc' } }));
    } else if (choice === 1) {
      built.body = Buffer.from(`{"_id": "${'x'.repeat(int(1000))}", broken`);
    } else if (choice === 2) {
      built.body = Buffer.alloc(300_000 + int(100_000), 'x'); // over the webhook's 256 KB
      built.request.mustBeAnswered = false; // refused on Content-Length; the unread rest may reset the socket
    } else if (choice === 3) {
      // Chunked, sometimes broken.
      const chunk = 'y'.repeat(1 + int(5000));
      built.head.push('Transfer-Encoding: chunked');
      const chunks = `${chunk.length.toString(16)}\r\n${chunk}\r\n${chance(0.3) ? 'zz\r\n' : ''}0\r\n\r\n`;
      built.body = Buffer.from(chunks);
      return built;
    }
    if (choice !== 3 && built.body.length > 0) built.head.push(`Content-Length: ${built.body.length}`);
    return built;
  }

  const makers: [FuzzKind, () => Built, number][] = [
    ['path', pathCase, 22],
    ['nested', nestedCase, 8],
    ['query', queryCase, 14],
    ['raw-target', rawTargetCase, 10],
    ['request-line', requestLineCase, 8],
    ['method', methodCase, 10],
    ['headers', headersCase, 12],
    ['host', hostCase, 12],
    ['webhook', webhookCase, 4],
  ];
  const totalWeight = makers.reduce((sum, [, , weight]) => sum + weight, 0);
  function make(): [FuzzKind, Built] {
    let roll = next() * totalWeight;
    for (const [kind, maker, weight] of makers) {
      roll -= weight;
      if (roll < 0) return [kind, maker()];
    }
    const [kind, maker] = makers[0] as [FuzzKind, () => Built, number];
    return [kind, maker()];
  }

  function serialize(built: Built, last: boolean): Buffer {
    const eol = built.lf ? '\n' : '\r\n';
    const head = [...built.head];
    if (last) head.push('Connection: close');
    const headText = `${head.map((line) => `${line}${eol}`).join('')}${eol}`;
    const headBytes = Buffer.concat([built.line, Buffer.from(headText, 'utf8')]);
    if (headBytes.length > NODE_MAX_HEADER_BYTES - 64) {
      built.request.admits.push(431);
      built.request.mustBeAnswered = false; // refused mid-head; the unread rest may reset the socket
    }
    if (errorPagePath(built.request.target)) built.request.admits.push(500);
    if (/^\/api\/preview\/(?:enable|disable)/.test(built.request.target)) built.request.admits.push(307, 401);
    return Buffer.concat([headBytes, built.body]);
  }

  const PIPELINED_KINDS: FuzzKind[] = ['path', 'query', 'host'];
  const cases: FuzzCase[] = [];
  let requests = 0;
  while (requests < minimumRequests) {
    const [kind, first] = make();
    const built = [first];
    // Pipelining: a second well-formed request on the same connection after a well-formed first one
    // (Node answers a request it cannot parse at once, ahead of the answers still pending before it).
    if (chance(0.08) && PIPELINED_KINDS.includes(kind)) built.push(pick([pathCase, queryCase, hostCase])());
    const bytes = Buffer.concat(built.map((b, index) => serialize(b, index === built.length - 1)));
    cases.push({
      bytes,
      requests: built.map((b) => b.request),
      kind,
      pieces: chance(0.05) ? 2 + int(6) : 1,
    });
    requests += built.length;
  }
  return cases;
}
