import type { MiddlewareHandler } from 'hono';
import { pagePath, parsePath } from '../i18n/paths';
import { isPagePath } from './pagePaths';

/** Vike's client-navigation data of a page: `/{page path}/index.pageContext.json`. */
const PAGE_CONTEXT_SUFFIX = '/index.pageContext.json';

/** Runs of slashes (backslashes too: browsers read them as slashes) become one; no trailing slash. */
function collapseSlashes(path: string): string {
  return path.replace(/[/\\]+/g, '/').replace(/(.)\/$/, '$1') || '/';
}

/** ASCII letters in lower case; percent escapes with upper-case hex digits (the form browsers send). */
function lowerCase(path: string): string {
  return path.replace(/%[0-9a-f]{2}|[^%]+|%/gi, (part) =>
    part.startsWith('%') ? part.toUpperCase() : part.toLowerCase(),
  );
}

/**
 * The one URL path of what a request path shows (the request's path as sent, percent-encoded). Every path:
 * runs of slashes collapsed (`//x` is never the protocol-relative `//x`), no trailing slash. A page path also:
 * lower case (slugs are), Danish without a prefix (`/da/x` is `/x`), Swedish on `/sv` (`/se/x` is `/sv/x`), a
 * locale root once (`/en/en` is `/en`). A page's client-navigation JSON follows its page's path.
 */
export function canonicalPath(path: string): string {
  const collapsed = collapseSlashes(path);
  if (!isPagePath(collapsed)) return collapsed;
  const json = collapsed.endsWith(PAGE_CONTEXT_SUFFIX) || collapsed === PAGE_CONTEXT_SUFFIX;
  const page = json ? collapsed.slice(0, -PAGE_CONTEXT_SUFFIX.length) || '/' : collapsed;
  const { locale, slug } = parsePath(lowerCase(page));
  const canonical = pagePath(locale, slug);
  if (!json) return canonical;
  return canonical === '/' ? PAGE_CONTEXT_SUFFIX : `${canonical}${PAGE_CONTEXT_SUFFIX}`;
}

/**
 * A request for a path that is not its canonical form gets 301 to it: a relative Location (never built from
 * the Host header), the query kept. So `//x`, `/x/`, `/X`, `/da/x` and `/se/x` are one page in the caches, not
 * one copy each, and junk spellings of a page cannot crowd real pages out. The catalogue (a static folder
 * whose index is `/catalogue/`) is left alone.
 */
export function canonicalRedirect(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname.startsWith('/catalogue/')) return next();
    const canonical = canonicalPath(url.pathname);
    if (canonical === url.pathname) return next();
    return c.redirect(`${canonical}${url.search}`, 301);
  };
}
