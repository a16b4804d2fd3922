import type { MiddlewareHandler } from 'hono';
import { isApiPath } from '../i18n/paths';

/** CDN caching of rendered pages: fresh for 5 minutes, then served stale while revalidating. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600, stale-if-error=86400';
/** Not-found answers are cached briefly, so a page published a moment later appears soon. */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
export const PERMANENT_REDIRECT_CACHE_CONTROL = 'public, max-age=3600';
export const NO_STORE = 'no-store';

/** What Vike sends on every rendered response unless told otherwise. */
const VIKE_DEFAULT = /^no-store(, max-age=0)?$/;

/** The health check and the API are never stored, unless a route chose its own policy (calendar files, search). */
const uncached = (path: string) => path === '/healthz' || isApiPath(path);

/**
 * Cache-Control for what the site renders (static files set their own): pages and their
 * client-navigation JSON for a CDN, short for 404, never for errors or temporary redirects;
 * the health check and API answers never.
 */
export function cachePolicy(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const existing = c.res.headers.get('Cache-Control');
    // A handler that chose its own policy keeps it (static files; preview's `private, no-store`).
    if (existing && !VIKE_DEFAULT.test(existing)) return;
    const status = c.res.status;
    const value = uncached(c.req.path)
      ? NO_STORE
      : status === 200
        ? PAGE_CACHE_CONTROL
        : status === 404 || status === 410
          ? NOT_FOUND_CACHE_CONTROL
          : status === 301 || status === 308
            ? PERMANENT_REDIRECT_CACHE_CONTROL
            : NO_STORE;
    c.res.headers.set('Cache-Control', value);
  };
}
