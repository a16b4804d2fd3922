import { DEFAULT_LOCALE, isLocale, type Locale } from '@design-system/i18n/locales';

/**
 * The visitor's chosen language: cookie `locale`, 365 days, path /, SameSite=Lax. Set by the
 * language switch (the browser on a click, the server's /api/locale without scripts); not httpOnly,
 * as the browser writes it too.
 */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The Set-Cookie / `document.cookie` value that stores a locale. */
export function localeCookie(locale: string, secure: boolean): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The locale a Cookie header holds, or null when it holds none or anything but one of the four. */
export function localeFromCookie(cookieHeader: string | undefined | null): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== LOCALE_COOKIE) continue;
    const locale = value.join('=').trim();
    return isLocale(locale) ? locale : null;
  }
  return null;
}

/** Whether a visitor with this locale asking for the bare Danish root `/` goes to their locale's root. */
export function localeRootFor(locale: Locale | null): string | null {
  return locale && locale !== DEFAULT_LOCALE ? `/${locale}` : null;
}
