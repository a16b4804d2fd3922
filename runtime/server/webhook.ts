import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import type { Handler } from 'hono';
import { clearRootDataCache, forgetRootDataShowing } from '../loader/rootData-loader';
import { BodyTooLargeError, bodyTooLarge } from './bodyLimit';
import type { PageCache } from './pageCache';
import { purgePlan } from './purge';

/** Where Sanity's GROQ-powered publish webhook posts (docs/DEPLOYMENT.md has the projection). */
export const WEBHOOK_PATH = '/api/webhooks/publish';
/**
 * How far the signature's timestamp may be from now: Sanity signs `{t}.{body}` with the time of sending, so a
 * captured request cannot be replayed later (clocks a little apart, and Sanity's retries, fit well within it).
 */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

export { pathsForSlug, purgePlan } from './purge';

/**
 * POST {WEBHOOK_PATH}: verifies Sanity's signature (header `sanity-webhook-signature`, `t={ms},v1={HMAC-SHA256 of
 * "{t}.{body}"}` with the webhook's secret, through @sanity/webhook) over the raw body, and that its timestamp is
 * within {SIGNATURE_TOLERANCE_MS} of now, then purges what the changed document affects (runtime/server/purge.ts)
 * from the page cache and the root-data cache, and answers the surrogate keys and paths it purged, for the fan-out
 * to purge at the CDN. Unsigned, badly signed, too old or from the future, or no secret configured: 401, the body
 * not parsed (only drained by the limit, so the sender gets the answer). The body is read under the app's streaming
 * limit (runtime/server/bodyLimit.ts): 413 past it.
 */
export function publishWebhook(options: {
  secret: string | undefined;
  cache: PageCache;
  /** The current time in ms (tests). */
  now?: () => number;
}): Handler {
  const now = options.now ?? Date.now;
  return async (c) => {
    const signature = c.req.header(SIGNATURE_HEADER_NAME);
    if (!options.secret || !signature) {
      return c.json({ error: options.secret ? 'Missing signature' : 'Webhook secret not configured' }, 401);
    }
    let timestamp: number;
    try {
      timestamp = decodeSignatureHeader(signature).timestamp;
    } catch {
      return c.json({ error: 'Invalid signature' }, 401);
    }
    if (!(Math.abs(now() - timestamp) <= SIGNATURE_TOLERANCE_MS)) {
      return c.json({ error: 'Signature timestamp outside the 5-minute tolerance' }, 401);
    }
    let body: string;
    try {
      body = await c.req.text();
    } catch (error) {
      if (error instanceof BodyTooLargeError) return bodyTooLarge(error.maxBytes);
      throw error;
    }
    let valid = false;
    try {
      valid = await isValidSignature(body, signature, options.secret);
    } catch {
      valid = false;
    }
    if (!valid) return c.json({ error: 'Invalid signature' }, 401);
    let notice: unknown;
    try {
      notice = JSON.parse(body);
    } catch {
      return c.json({ error: 'The body is not JSON' }, 400);
    }
    if (!notice || typeof notice !== 'object') return c.json({ error: 'The body is not a document' }, 400);
    const plan = purgePlan(notice);
    const purged = plan.sites
      ? options.cache.purge({ sites: plan.sites })
      : options.cache.purge({ keys: plan.keys, paths: plan.paths });
    if (plan.sites) clearRootDataCache(plan.sites);
    else forgetRootDataShowing(plan.documents);
    console.info(`[webhook] ${String((notice as { _type?: unknown })._type)}: purged ${purged} cached responses`, plan);
    return c.json({ purged, keys: plan.keys, paths: plan.paths, sites: plan.sites ?? [] }, 200, {
      'Cache-Control': 'no-store',
    });
  };
}
