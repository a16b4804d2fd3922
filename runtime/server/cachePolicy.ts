import type { MiddlewareHandler } from 'hono';
import { DEGRADED_HEADER, pageStatusOf } from '../cache/renderNotes';
import { isApiPath } from '../i18n/paths';

/** CDN caching of rendered pages: fresh for 5 minutes, then served stale while revalidating. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600, stale-if-error=86400';
/** Not-found answers are cached briefly, so a page published a moment later appears soon. */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
/** A page with its root data (navigation, footer) fallen back to empty: kept briefly, so it soon renders again. */
export const DEGRADED_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';
export const PERMANENT_REDIRECT_CACHE_CONTROL = 'public, max-age=3600';
export const NO_STORE = 'no-store';

/** What Vike sends on every rendered response unless told otherwise. */
const VIKE_DEFAULT = /^no-store(, max-age=0)?$/;

/** The health check and the API are never stored, unless a route chose its own policy (calendar files, search). */
const uncached = (path: string) => path === '/healthz' || isApiPath(path);

/** The Cache-Control of a rendered answer by its status, and DEGRADED_HEADER's value when it is degraded. */
export function cacheControlFor(status: number, degraded = ''): string {
  if (status === 200 && /\bsearch\b/.test(degraded)) return NO_STORE;
  if (status === 200) return degraded ? DEGRADED_CACHE_CONTROL : PAGE_CACHE_CONTROL;
  if (status === 404 || status === 410) return NOT_FOUND_CACHE_CONTROL;
  if (status === 301 || status === 308) return PERMANENT_REDIRECT_CACHE_CONTROL;
  return NO_STORE;
}

/**
 * Cache-Control for what the site renders (static files set their own): pages and their
 * client-navigation JSON for a CDN, short for 404 and for a page whose root data fell back to empty,
 * never for errors, temporary redirects, or a search whose backend failed (DEGRADED_HEADER says which).
 * A client-navigation JSON is cached as its page's status (PAGE_STATUS_HEADER), not its own 200.
 * The health check and API answers: never.
 */
export function cachePolicy(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const existing = c.res.headers.get('Cache-Control');
    // A handler that chose its own policy keeps it (static files; preview's `private, no-store`).
    if (existing && !VIKE_DEFAULT.test(existing)) return;
    if (uncached(c.req.path)) {
      c.res.headers.set('Cache-Control', NO_STORE);
      return;
    }
    c.res.headers.set('Cache-Control', cacheControlFor(pageStatusOf(c.res), c.res.headers.get(DEGRADED_HEADER) ?? ''));
  };
}
