import type { Handler } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { isApiPath } from '../i18n/paths';

/** The methods the API may have routes for, in the order `Allow` lists them. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * The answer for everything under /api/ that no API route took. Page loading skips /api/ paths, so they
 * never get the HTML 404 page: a path with no route is a small JSON 404 for any method, and a route's path asked
 * with a method it does not serve is a JSON 405 with `Allow`. `routes` are the app's routes (`app.routes`), read
 * once: register this after every API route.
 */
export function apiFallback(routes: readonly { method: string; path: string }[]): Handler {
  const router = new TrieRouter<true>();
  for (const route of routes) {
    if (route.method !== 'ALL' && isApiPath(route.path)) router.add(route.method.toUpperCase(), route.path, true);
  }
  return (c) => {
    const path = c.req.path;
    const allowed: string[] = METHODS.filter((method) => router.match(method, path)[0].length > 0);
    // A GET route answers HEAD too.
    if (allowed.includes('GET') && !allowed.includes('HEAD')) allowed.splice(1, 0, 'HEAD');
    if (allowed.length > 0) {
      return c.json({ error: 'Method not allowed' }, 405, { ...NO_STORE, Allow: allowed.join(', ') });
    }
    return c.json({ error: 'Not found' }, 404, NO_STORE);
  };
}
