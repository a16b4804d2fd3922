import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import type { Handler } from 'hono';
import { locales } from '../../design-system/i18n/locales';
import { clearRootDataCache } from '../loader/rootData-loader';
import { isSiteId, siteIds } from '../sites/registry';
import { BodyTooLargeError, bodyTooLarge } from './bodyLimit';
import type { PageCache } from './pageCache';

/** Where Sanity's GROQ-powered publish webhook posts (docs/DEPLOYMENT.md has the projection). */
export const WEBHOOK_PATH = '/api/webhooks/publish';
/**
 * How far the signature's timestamp may be from now: Sanity signs `{t}.{body}` with the time of sending, so a
 * captured request cannot be replayed later (clocks a little apart, and Sanity's retries, fit well within it).
 */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

/**
 * What the webhook's projection sends about the changed document:
 * `{_id, _type, "slug": slug.current, locale, site, from, "translations": …{ "slug": slug.current }}`.
 */
export interface PublishNotice {
  _type?: unknown;
  slug?: unknown;
  site?: unknown;
  from?: unknown;
  translations?: unknown;
}

/** Every URL form a slug has: da without prefix, each locale's prefix, and `se` for Swedish. */
export function pathsForSlug(slug: string): string[] {
  const clean = slug.replace(/^\/+|\/+$/g, '');
  const prefixes = ['', ...locales, 'se'];
  return prefixes.map((prefix) => {
    const parts = [prefix, clean].filter(Boolean);
    return parts.length ? `/${parts.join('/')}` : '/';
  });
}

const slugOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  const current = (value as { current?: unknown } | null)?.current;
  return typeof current === 'string' ? current : null;
};

/**
 * Which cached pages a published document affects. A page (it has a slug, or is a front page):
 * its paths in every locale form, and its translations', on every site (sites share a content
 * project and link across). A redirect: its from-path. Anything else (navigation, site settings,
 * events, people…) can show on any page: every page of its site, or of all sites when it names none.
 */
export function purgeScope(notice: PublishNotice): { sites?: string[]; paths?: string[] } {
  const site = typeof notice.site === 'string' && isSiteId(notice.site) ? notice.site : undefined;
  if (notice._type === 'redirect' && typeof notice.from === 'string' && notice.from.startsWith('/')) {
    return { paths: [notice.from] };
  }
  const slugs = new Set<string>();
  if (notice._type === 'frontPage') slugs.add('');
  const own = slugOf(notice.slug);
  if (own !== null) slugs.add(own);
  if (Array.isArray(notice.translations)) {
    for (const translation of notice.translations) {
      const slug = slugOf((translation as { slug?: unknown } | null)?.slug);
      if (slug !== null) slugs.add(slug);
    }
  }
  if (slugs.size === 0) return site ? { sites: [site] } : {};
  return { paths: [...new Set([...slugs].flatMap(pathsForSlug))] };
}

/**
 * POST {WEBHOOK_PATH}: verifies Sanity's signature (header `sanity-webhook-signature`, `t={ms},v1={HMAC-SHA256 of
 * "{t}.{body}"}` with the webhook's secret, through @sanity/webhook) over the raw body, and that its timestamp is
 * within {SIGNATURE_TOLERANCE_MS} of now, then purges the affected pages from the page cache (and root data when a
 * whole site is affected). Unsigned, badly signed, too old or from the future, or no secret configured: 401, the body
 * unread. The body is read under the app's streaming limit (runtime/server/bodyLimit.ts): 413 past it.
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
    let notice: PublishNotice;
    try {
      notice = JSON.parse(body) as PublishNotice;
    } catch {
      return c.json({ error: 'The body is not JSON' }, 400);
    }
    if (!notice || typeof notice !== 'object') return c.json({ error: 'The body is not a document' }, 400);
    const scope = purgeScope(notice);
    const purged = options.cache.purge(scope);
    if (!scope.paths) clearRootDataCache(scope.sites ?? [...siteIds]);
    console.info(`[webhook] ${String(notice._type)}: purged ${purged} cached responses`, scope);
    return c.json({ purged, sites: scope.sites ?? 'all', paths: scope.paths ?? 'all' }, 200, {
      'Cache-Control': 'no-store',
    });
  };
}
