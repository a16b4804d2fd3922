import type { MiddlewareHandler } from 'hono';

/**
 * The one URL of a path without its trailing slashes, as a same-site relative Location. Leading
 * slashes (and backslashes, which browsers read as slashes) collapse to one: `//evil.example/`
 * must not become the protocol-relative `//evil.example`, a redirect to another site.
 */
export function withoutTrailingSlash(path: string): string {
  return `/${path.replace(/^[/\\]+/, '').replace(/\/+$/, '')}`;
}

/** Trailing slashes: one canonical URL per page (301, relative Location, query kept); not in the catalogue. */
export function trailingSlashRedirect(): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if (path.length > 1 && path.endsWith('/') && !path.startsWith('/catalogue/')) {
      const query = new URL(c.req.url).search;
      return c.redirect(`${withoutTrailingSlash(path)}${query}`, 301);
    }
    return next();
  };
}
