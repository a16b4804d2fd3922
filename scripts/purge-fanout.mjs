#!/usr/bin/env node
/**
 * The purge fan-out: one address for Sanity's publish webhook in front of several server copies and their HTTP
 * caches (docs/DEPLOYMENT.md, "Varnish in front (tested)"; tests/browser/varnish.spec.ts runs it).
 *
 * For each POST it
 * 1. forwards the body byte for byte, with Content-Type and the `sanity-*` headers (the signature), to
 *    `POST /api/webhooks/publish` on every copy at once. It verifies nothing itself: each copy checks the
 *    signature, purges its own page cache and answers the surrogate keys and paths it purged
 *    (`{purged, keys, paths, sites}`);
 * 2. then (the copies first, so a cache refetching a purged page never gets the old one from a copy) sends each
 *    cache `PURGE /` with `xkey: <keys, space-separated>` (a site-wide purge, `sites`, as the keys `site-{site}`),
 *    and `PURGE {path}` for each path (default.vcl bans that path on every host: a page's old URL, or a cached 404
 *    at its new one, which no key names).
 *
 * It answers 200 with a JSON summary only when every copy accepted the notice and every cache purged; the copies'
 * own 4xx when they all refused it alike (401: unsigned or badly signed; nothing is purged, an unsigned request
 * names no keys); otherwise 502, naming the copies or caches that failed (the keys a copy did accept are still
 * purged), so Sanity retries the webhook.
 *
 * Environment:
 *   FANOUT_ORIGINS   the copies' base URLs, separated by spaces or commas (required): http://10.0.0.5:3000 …
 *   FANOUT_CACHES    the caches' base URLs to PURGE (Varnish), separated likewise; none: only the copies
 *   FANOUT_PORT      the port to listen on (default 8787); FANOUT_HOST the address (default 127.0.0.1)
 *   FANOUT_DELAY_MS  wait this long before forwarding (with SANITY_USE_CDN=true, ~5000: Sanity's API CDN may
 *                    answer the old document for a few seconds after a publish)
 *
 * No dependencies: Node's http and fetch. `node scripts/purge-fanout.mjs`; GET /healthz answers 200.
 */
import { createServer } from 'node:http';

const WEBHOOK_PATH = '/api/webhooks/publish';
const MAX_BODY_BYTES = 1024 * 1024;
const TIMEOUT_MS = 10_000;
/** Varnish's default limit for one request header is 8 KB: keys go in PURGE requests of at most this many bytes. */
const MAX_XKEY_BYTES = 4000;

const list = (value) => (value ?? '').split(/[\s,]+/).filter(Boolean);
const origins = list(process.env.FANOUT_ORIGINS).map((url) => url.replace(/\/+$/, ''));
const caches = list(process.env.FANOUT_CACHES).map((url) => url.replace(/\/+$/, ''));
const delayMs = Number(process.env.FANOUT_DELAY_MS ?? 0) || 0;

/** A site's surrogate key, as runtime/cache/surrogateKeys.ts spells it. */
const siteKey = (site) =>
  `site-${String(site)
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .slice(0, 48)}`;

/** The keys in groups whose space-separated length stays under MAX_XKEY_BYTES. */
function keyGroups(keys) {
  const groups = [];
  let group = [];
  for (const key of keys) {
    if (group.length > 0 && [...group, key].join(' ').length > MAX_XKEY_BYTES) {
      groups.push(group);
      group = [];
    }
    group.push(key);
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** One copy's answer: its status and, when it accepted, what it purged. */
async function forward(origin, body, headers) {
  try {
    const response = await fetch(`${origin}${WEBHOOK_PATH}`, {
      method: 'POST',
      body,
      headers,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = await response.json().catch(() => ({}));
    return { origin, status: response.status, ...(response.ok ? { answer } : { error: answer.error ?? '' }) };
  } catch (error) {
    return { origin, status: 0, error: String(error?.cause?.code ?? error?.message ?? error) };
  }
}

/** PURGE at one cache: the keys (in groups), then each path; its status is the worst answer. */
async function purgeCache(cache, keys, paths) {
  const requests = [
    ...keyGroups(keys).map((group) => ({ path: '/', headers: { xkey: group.join(' ') } })),
    ...paths.map((path) => ({ path, headers: {} })),
  ];
  const statuses = await Promise.all(
    requests.map(({ path, headers }) =>
      fetch(`${cache}${path}`, { method: 'PURGE', headers, signal: AbortSignal.timeout(TIMEOUT_MS) }).then(
        (response) => response.status,
        () => 0,
      ),
    ),
  );
  const failed = statuses.find((status) => status !== 200);
  return { cache, status: failed ?? 200, requests: requests.length };
}

async function fanOut(body, incoming) {
  const headers = { 'content-type': incoming['content-type'] ?? 'application/json' };
  for (const [name, value] of Object.entries(incoming)) {
    if (name.startsWith('sanity-') && typeof value === 'string') headers[name] = value;
  }
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  const copies = await Promise.all(origins.map((origin) => forward(origin, body, headers)));
  const accepted = copies.filter((copy) => copy.status === 200);
  // Every copy refused the notice alike (401: not signed with the secret; 400: not JSON): so does the fan-out.
  const refused = copies[0].status;
  if (refused >= 400 && refused < 500 && copies.every((copy) => copy.status === refused)) {
    return { status: refused, summary: { error: 'The copies refused the notice: nothing purged', copies } };
  }
  const keys = new Set();
  const paths = new Set();
  for (const { answer } of accepted) {
    for (const key of answer.keys ?? []) keys.add(key);
    for (const site of answer.sites ?? []) keys.add(siteKey(site));
    for (const path of answer.paths ?? []) paths.add(path);
  }
  const purged = await Promise.all(caches.map((cache) => purgeCache(cache, [...keys], [...paths])));
  const failed = [
    ...copies.filter((copy) => copy.status !== 200).map((copy) => copy.origin),
    ...purged.filter((cache) => cache.status !== 200).map((cache) => cache.cache),
  ];
  const summary = {
    keys: [...keys],
    paths: [...paths],
    copies: copies.map(({ origin, status, answer, error }) =>
      answer ? { origin, status, purged: answer.purged } : { origin, status, error },
    ),
    caches: purged,
    ...(failed.length > 0 ? { failed } : {}),
  };
  return { status: failed.length > 0 ? 502 : 200, summary };
}

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

if (origins.length === 0) {
  console.error('[purge-fanout] FANOUT_ORIGINS names no server copy');
  process.exit(1);
}

const server = createServer(async (req, res) => {
  try {
    if (req.method === 'GET' && req.url === '/healthz') return send(res, 200, { ok: true });
    if (req.method !== 'POST') return send(res, 405, { error: 'POST the publish webhook here' });
    const body = await readBody(req);
    if (body === null) return send(res, 413, { error: `The body is over ${MAX_BODY_BYTES} bytes` });
    const { status, summary } = await fanOut(body, req.headers);
    console.info(`[purge-fanout] ${status}: ${summary.keys?.length ?? 0} keys, ${summary.paths?.length ?? 0} paths`);
    send(res, status, summary);
  } catch (error) {
    console.error('[purge-fanout]', error);
    if (!res.headersSent) send(res, 500, { error: 'The fan-out failed' });
  }
});

const port = Number(process.env.FANOUT_PORT ?? 8787);
const host = process.env.FANOUT_HOST ?? '127.0.0.1';
server.listen(port, host, () => {
  console.info(`[purge-fanout] on http://${host}:${port}: ${origins.length} copies, ${caches.length} caches`);
});
