import { localeCookie } from '../i18n/localeCookie';

/**
 * Sets the locale cookie when the visitor follows a language-switcher link (any link with hreflang
 * in the switcher); the client router then goes straight to the translation. Listens on the window
 * in the capture phase, so it runs even when a stale build keeps the click from the client router.
 */
export function rememberLocaleSwitches(): void {
  window.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('nav a[hreflang][lang]');
      const locale = link?.getAttribute('hreflang');
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the sites support
      if (locale) document.cookie = localeCookie(locale, location.protocol === 'https:');
    },
    { capture: true },
  );
}
