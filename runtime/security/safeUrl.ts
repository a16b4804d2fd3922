/**
 * The one rule for URLs that content (or a visitor) hands the site: links, redirect targets, ticket and audio
 * addresses. A URL is accepted only in a form the site means to allow, so `javascript:`, `data:`, `vbscript:`,
 * protocol-relative `//host` and its browser spellings (`/\host`, `/<tab>/host`) never reach an href or a Location.
 *
 * Browsers forgive a lot when they parse a URL: they drop leading and trailing spaces and control characters,
 * remove tabs and line breaks anywhere (`java\nscript:` is `javascript:`), and read `\` as `/` in http(s) URLs.
 * Rather than guess what a browser makes of such a value, any URL containing a control character or a backslash
 * is refused whole; what is left is judged by its scheme, or by being a root-relative path.
 */

/** What a URL may be: which schemes, and whether a root-relative path on this site (`/x`, never `//x`). */
export interface UrlRule {
  schemes: readonly UrlScheme[];
  paths: boolean;
}

export type UrlScheme = 'https:' | 'http:' | 'mailto:' | 'tel:';

/** A link in content: a web page, an e-mail address, a phone number, or a path on this site. */
export const LINK_URL: UrlRule = { schemes: ['https:', 'http:', 'mailto:', 'tel:'], paths: true };
/** A web page elsewhere (a ticket shop, a profile), by http or https. */
export const WEB_URL: UrlRule = { schemes: ['https:', 'http:'], paths: false };
/** An https address only (ticket links of exhibitions and themes, Spreaker). */
export const HTTPS_URL: UrlRule = { schemes: ['https:'], paths: false };
/** Something the site serves or fetches: https, or a path on this site (files, podcast audio). */
export const HTTPS_OR_PATH: UrlRule = { schemes: ['https:'], paths: true };
/** Where a redirect may send a visitor: a path on this site, or an http(s) URL. */
export const REDIRECT_URL: UrlRule = { schemes: ['https:', 'http:'], paths: true };
/** A path on this site only (the language switch's and preview's way back). */
export const SAME_SITE_PATH: UrlRule = { schemes: [], paths: true };

/** Never in an accepted URL: C0 and C1 control characters (tab, CR, LF, NUL …), DEL, and the backslash. */
const FORBIDDEN = /[\p{Cc}\\]/u;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** http(s) with an authority: `https://host…` (not `https:host` or `https:///x`, which browsers repair). */
const WEB = /^https?:\/\/[^/?#]/i;
/** The placeholder origin paths are resolved against, to see where they lead. */
const PLACEHOLDER = 'http://same-site.invalid';

/**
 * The URL, trimmed, when the rule allows it; null otherwise (and for anything that is not a string). A path must
 * start with one `/`; an http(s) URL must parse and name a host; `mailto:` and `tel:` must say something after the
 * colon. An accepted value is returned as written (trimmed), so a good link is left exactly as the editor wrote it.
 */
export function safeUrl(value: unknown, rule: UrlRule = LINK_URL): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (!url || FORBIDDEN.test(url)) return null;
  if (url.startsWith('/')) return rule.paths && !url.startsWith('//') ? url : null;
  const scheme = `${SCHEME.exec(url)?.[1]?.toLowerCase()}:` as UrlScheme;
  if (!rule.schemes.includes(scheme)) return null;
  if (scheme === 'http:' || scheme === 'https:') return WEB.test(url) && parsesWithHost(url) ? url : null;
  return url.length > scheme.length ? url : null;
}

function parsesWithHost(url: string): boolean {
  try {
    return new URL(url).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The URL as an HTTP Location header value, when the rule allows it: ASCII only (non-ASCII percent-encoded as
 * UTF-8, a host in punycode, spaces as %20), and a path still a path on this site once its dot segments are
 * resolved (`/.//evil.example` would otherwise become `//evil.example`). Null when it is not allowed or cannot be
 * written as a header.
 */
export function locationHeader(value: unknown, rule: UrlRule = REDIRECT_URL): string | null {
  const url = safeUrl(value, rule);
  if (url === null) return null;
  let location: string;
  try {
    if (url.startsWith('/')) {
      const resolved = new URL(url, PLACEHOLDER);
      if (resolved.origin !== PLACEHOLDER) return null;
      location = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    } else {
      location = new URL(url).href;
    }
  } catch {
    return null;
  }
  // The serialised form is judged again: dot segments may have made a path protocol-relative.
  return /^[\x21-\x7E]+$/.test(location) && safeUrl(location, rule) === location ? location : null;
}
