import type { Locale } from '@design-system/i18n/locales';
import type { LanguageOption } from '@design-system/shell/LanguageSwitcher';

/**
 * The language switch without scripts: `GET /api/locale?locale=en&redirect=/en/about` sets the locale
 * cookie and redirects to the translation (runtime/server/localeSwitch.ts). Kept apart from the route
 * so the mappers can link here.
 */
export const LOCALE_SWITCH_PATH = '/api/locale';

/** The no-script URL of a switch to `locale` at `href` (a same-site path), else undefined. */
export function localeSwitchHref(locale: Locale, href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  return `${LOCALE_SWITCH_PATH}?${new URLSearchParams({ locale, redirect: href }).toString()}`;
}

/** A language-switcher option: the translation's URL, and the switch that records the choice on the way. */
export function languageOption(locale: Locale, href: string, current: boolean): LanguageOption {
  const switchHref = localeSwitchHref(locale, href);
  return switchHref ? { locale, href, switchHref, current } : { locale, href, current };
}
