import { DEFAULT_LOCALE, type Locale } from '@design-system/i18n/locales';

/**
 * Locale codes accepted as the first path segment. `se` is accepted as Swedish (served as sv,
 * canonical on /sv); da is the default and has no prefix.
 */
const prefixes: Record<string, Locale> = { da: 'da', en: 'en', de: 'de', sv: 'sv', se: 'sv' };

export interface ParsedPath {
  locale: Locale;
  /** The slug without the locale prefix and without leading/trailing slashes; '' for a locale root. */
  slug: string;
  /** The locale segment as written in the URL ('' for unprefixed Danish). */
  prefix: string;
}

/** Splits a URL path into locale and slug. An empty slug, or one equal to the locale, is the front page. */
export function parsePath(pathname: string): ParsedPath {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const first = segments[0]?.toLowerCase();
  if (first !== undefined && first in prefixes) {
    const locale = prefixes[first] as Locale;
    const rest = segments.slice(1).join('/');
    return { locale, slug: rest === locale ? '' : rest, prefix: first };
  }
  return { locale: DEFAULT_LOCALE, slug: segments.join('/'), prefix: '' };
}

/**
 * Slashes, backslashes, spaces and control characters around a slug. Browsers read `\` as `/` and drop tabs and
 * line breaks, so a slug starting with any of them would make `/\evil.example` (or `/<tab>/evil.example`): another
 * host, protocol-relative.
 */
const SLUG_EDGES = /^[\s/\\\p{Cc}]+|[\s/\\\p{Cc}]+$/gu;

/**
 * The public path of a page: da `/{slug}`, others `/{locale}/{slug}`; the locale root `/{locale}`, da `/`. Always a
 * path on this site, whatever the slug starts with.
 */
export function pagePath(locale: Locale, slug: string | null | undefined): string {
  const cleanSlug = (slug ?? '').replace(SLUG_EDGES, '');
  const root = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  if (!cleanSlug) return root || '/';
  return `${root}/${cleanSlug}`;
}

/** Paths under /api/ are never pages. */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}
