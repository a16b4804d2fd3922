import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { localeFromCookie } from '../i18n/localeCookie';
import { languageOption, localeSwitchHref } from '../i18n/localeSwitch';
import {
  LOCALE_SWITCH_PATH,
  localeRootRedirect,
  localeSwitchRoute,
  localeSwitchSchema,
  sameSitePath,
} from './localeSwitch';

function appWith(https = false) {
  const app = new Hono();
  app.get(LOCALE_SWITCH_PATH, localeSwitchRoute({ https }));
  app.use('*', localeRootRedirect());
  app.get('*', (c) => c.html('<h1>Forside</h1>'));
  return app;
}

const get = (app: Hono, path: string, headers: Record<string, string> = {}) =>
  app.request(`http://localhost${path}`, { headers });

const switchTo = (locale: string, redirect: string) =>
  `${LOCALE_SWITCH_PATH}?${new URLSearchParams({ locale, redirect }).toString()}`;

describe('"Locale change: locale cookie set, messages loaded, redirect to a locale-prefixed path if needed" (the switch without scripts)', () => {
  it('"Locale cookie lasts 365 days, path /, lax same-site": set, then 302 to the translation', async () => {
    const response = await get(appWith(), switchTo('en', '/en/visit-us'));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/visit-us');
    expect(response.headers.get('set-cookie')).toBe('locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // Not httpOnly: the browser sets the same cookie on a switch with scripts.
    expect(response.headers.get('set-cookie')).not.toMatch(/httponly/i);
  });

  it('Secure over https; Danish goes to the unprefixed path; a query string is kept', async () => {
    const secure = await get(appWith(true), switchTo('de', '/de'));
    expect(secure.headers.get('set-cookie')).toBe('locale=de; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    const danish = await get(appWith(), switchTo('da', '/besoeg-museet'));
    expect(danish.headers.get('location')).toBe('/besoeg-museet');
    expect(danish.headers.get('set-cookie')).toMatch(/^locale=da;/);
    const search = await get(appWith(), switchTo('sv', '/sv/soeg?q=vikingar'));
    expect(search.headers.get('location')).toBe('/sv/soeg?q=vikingar');
    // Non-ASCII slugs arrive percent-encoded in the Location header.
    const danishLetters = await get(appWith(), switchTo('da', '/udstillinger/æbler'));
    expect(danishLetters.headers.get('location')).toBe('/udstillinger/%C3%A6bler');
  });

  it.each([
    ['an unknown locale', 'fr', '/fr'],
    ['se (a path alias, not a locale of the cookie)', 'se', '/se'],
    ['an absolute URL', 'en', 'https://evil.example/en'],
    ['a protocol-relative URL', 'en', '//evil.example/en'],
    ['a backslash (read by browsers as a slash)', 'en', '/\\evil.example'],
    ['dot segments that resolve to a protocol-relative path', 'da', '/.//evil.example'],
    ['an encoded dot segment that resolves to a protocol-relative path', 'da', '/%2e//evil.example'],
    ['a parent segment that resolves to a protocol-relative path', 'da', '/a/..//evil.example'],
    ['a tab before a second slash (dropped by URL parsers)', 'en', '/\t/evil.example'],
    ['a newline (header injection)', 'en', '/en\r\nSet-Cookie: x=1'],
    ['a javascript: URL', 'en', 'javascript:alert(1)'],
    ['a relative path without the leading slash', 'en', 'en/visit-us'],
    ['an empty path', 'en', ''],
    ['an API path', 'da', '/api/preview/enable?secret=x'],
    ['a path in another language than the locale', 'en', '/de/besuch'],
    ['a Danish path for English', 'en', '/besoeg-museet'],
    ['an over-long path', 'da', `/${'a'.repeat(2100)}`],
  ])('400 for %s, with no cookie and no redirect', async (_, locale, redirect) => {
    const response = await get(appWith(), switchTo(locale, redirect));
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('location')).toBeNull();
    expect(await response.json()).toMatchObject({ error: 'Bad Request', message: expect.any(String) });
  });

  it('400 when a parameter is missing', async () => {
    expect((await get(appWith(), `${LOCALE_SWITCH_PATH}?locale=en`)).status).toBe(400);
    expect((await get(appWith(), `${LOCALE_SWITCH_PATH}?redirect=/en`)).status).toBe(400);
    expect((await get(appWith(), LOCALE_SWITCH_PATH)).status).toBe(400);
  });

  it('the schema normalises the path it accepts', () => {
    expect(localeSwitchSchema.parse({ locale: 'en', redirect: '/en/a/../b' })).toEqual({
      locale: 'en',
      redirect: '/en/b',
    });
    expect(sameSitePath('/en#top')).toBe('/en');
    expect(sameSitePath('//x')).toBeNull();
  });

  it("the switcher's no-script links go through the route; the translation stays the link once scripts run", () => {
    expect(localeSwitchHref('en', '/en/visit-us')).toBe('/api/locale?locale=en&redirect=%2Fen%2Fvisit-us');
    expect(languageOption('de', '/de', false)).toEqual({
      locale: 'de',
      href: '/de',
      switchHref: '/api/locale?locale=de&redirect=%2Fde',
      current: false,
    });
    // A translation on another origin is linked as it is.
    expect(languageOption('en', 'https://example.org/en', false)).toEqual({
      locale: 'en',
      href: 'https://example.org/en',
      current: false,
    });
  });
});

describe('the locale cookie where it is needed: the bare root `/` for a visitor who chose another language', () => {
  it("goes to that locale's root, privately (Vary: Cookie)", async () => {
    for (const locale of ['en', 'de', 'sv']) {
      const response = await get(appWith(), '/', { cookie: `other=1; locale=${locale}` });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`/${locale}`);
      expect(response.headers.get('vary')).toBe('Cookie');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    expect((await get(appWith(), '/?utm_source=x', { cookie: 'locale=en' })).headers.get('location')).toBe(
      '/en?utm_source=x',
    );
  });

  it('Danish, no cookie, an unknown value, another path or a crawler: the page as it is', async () => {
    for (const cookie of ['locale=da', '', 'locale=fr', 'locale=en%0D', 'xlocale=en']) {
      expect((await get(appWith(), '/', { cookie })).status, cookie).toBe(200);
    }
    expect((await get(appWith(), '/besoeg-museet', { cookie: 'locale=en' })).status).toBe(200);
    expect((await get(appWith(), '/da', { cookie: 'locale=en' })).status).toBe(200);
    const bot = await get(appWith(), '/', {
      cookie: 'locale=en',
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect(bot.status).toBe(200);
  });

  it('reads only the four locales from the cookie', () => {
    expect(localeFromCookie('a=1; locale=sv')).toBe('sv');
    expect(localeFromCookie('locale=se')).toBeNull();
    expect(localeFromCookie(undefined)).toBeNull();
  });
});
