import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import type { Handler } from 'hono';
import { clearRootDataCache, forgetRootDataShowing } from '../loader/rootData-loader';
import type { PageCache } from './pageCache';
import { purgePlan } from './purge';

/** Where Sanity's GROQ-powered publish webhook posts (docs/DEPLOYMENT.md has the projection). */
export const WEBHOOK_PATH = '/api/webhooks/publish';
/** A publish notification is small; anything larger is refused unread. */
const MAX_BODY_BYTES = 256 * 1024;

export { pathsForSlug, purgePlan } from './purge';

/**
 * POST {WEBHOOK_PATH}: verifies Sanity's signature (header `sanity-webhook-signature`, HMAC-SHA256
 * with the webhook's secret, through @sanity/webhook) over the raw body, then purges what the changed
 * document affects (runtime/server/purge.ts) from the page cache and the root-data cache, and answers the
 * surrogate keys and paths it purged, for the fan-out to purge at the CDN. Unsigned, badly signed, or no
 * secret configured: 401.
 */
export function publishWebhook(options: { secret: string | undefined; cache: PageCache }): Handler {
  return async (c) => {
    const signature = c.req.header(SIGNATURE_HEADER_NAME);
    if (!options.secret || !signature) {
      return c.json({ error: options.secret ? 'Missing signature' : 'Webhook secret not configured' }, 401);
    }
    const length = Number(c.req.header('content-length') ?? 0);
    if (length > MAX_BODY_BYTES) return c.json({ error: 'Body too large' }, 413);
    const body = await c.req.text();
    if (body.length > MAX_BODY_BYTES) return c.json({ error: 'Body too large' }, 413);
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
