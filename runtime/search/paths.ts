import type { Locale } from '@design-system/i18n/locales';
import { pagePath, parsePath } from '../i18n/paths';

/** The search page's slug in every locale: /soeg in Danish, /{locale}/soeg in the others. */
export const SEARCH_SLUG = 'soeg';

export function searchPath(locale: Locale): string {
  return pagePath(locale, SEARCH_SLUG);
}

/** Whether a URL path is a search page (any locale prefix, including /se). */
export function isSearchPath(pathname: string): boolean {
  return parsePath(pathname).slug === SEARCH_SLUG;
}
