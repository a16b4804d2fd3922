/** The visitor's chosen language: cookie `locale`, 365 days, path /, SameSite=Lax (spec 9). */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function localeCookie(locale: string, secure: boolean): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Sets the cookie when the visitor follows a language-switcher link (any link with hreflang in the switcher). */
export function rememberLocaleSwitches(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('nav a[hreflang][lang]');
    const locale = link?.getAttribute('hreflang');
    if (locale) document.cookie = localeCookie(locale, location.protocol === 'https:');
  });
}
