import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { locales } from '@design-system/i18n/locales';
import { localeCookie, localeFromCookie, localeRootFor } from '../i18n/localeCookie';
import { isApiPath, parsePath } from '../i18n/paths';
import { locationHeader, SAME_SITE_PATH } from '../security/safeUrl';
import { isCrawler } from './crawlers';

export { LOCALE_SWITCH_PATH } from '../i18n/localeSwitch';

/** Longest redirect path accepted (the request guard allows longer URLs, a language switch needs none). */
const MAX_REDIRECT_LENGTH = 2000;

export const LOCALE_SWITCH_ERRORS = {
  unknownLocale: `The locale parameter must be one of ${locales.join(', ')}`,
  redirectRequired: 'The redirect parameter is required',
  redirectNotSameSite: 'The redirect parameter must be a path on this site, starting with a single "/"',
  redirectOtherLocale: "The redirect path must be a page in the locale's own language",
} as const;

/**
 * A same-site relative path: one leading "/", no backslash or control character (a browser reads
 * `/\evil.example` or `/\t/evil.example` as another host), and still one "/" once a URL parser has
 * resolved its dot segments (`/.//evil.example` is `//evil.example`). Its normalised, percent-encoded
 * form without the fragment (`locationHeader`), or null.
 */
export function sameSitePath(value: string): string | null {
  return locationHeader(value, SAME_SITE_PATH)?.replace(/#.*$/, '') ?? null;
}

/**
 * The switch's query values: `locale`, one of the four, and `redirect`, a path on this site in that
 * locale (`/en/…` for en, `/…` for da) and never under /api/. Anything else is refused: the route
 * must not become an open redirect.
 */
export const localeSwitchSchema = z
  .object({
    locale: z.enum(locales, { error: LOCALE_SWITCH_ERRORS.unknownLocale }),
    redirect: z
      .string({ error: LOCALE_SWITCH_ERRORS.redirectRequired })
      .max(MAX_REDIRECT_LENGTH, LOCALE_SWITCH_ERRORS.redirectNotSameSite)
      .transform((value, context) => {
        const path = sameSitePath(value);
        if (path === null || isApiPath(new URL(path, 'http://same-site.invalid').pathname)) {
          context.addIssue({ code: 'custom', message: LOCALE_SWITCH_ERRORS.redirectNotSameSite });
          return z.NEVER;
        }
        return path;
      }),
  })
  .refine(
    ({ locale, redirect }) => parsePath(new URL(redirect, 'http://same-site.invalid').pathname).locale === locale,
    {
      error: LOCALE_SWITCH_ERRORS.redirectOtherLocale,
      path: ['redirect'],
    },
  );

/**
 * GET /api/locale?locale=en&redirect=/en/about: the spec, "Locale change: locale cookie set, messages
 * loaded, redirect to a locale-prefixed path if needed", for the language switcher's links without
 * scripts (with them, the browser sets the cookie and the client router goes straight there). Sets
 * the cookie (365 days, path /, SameSite=Lax; the spec) and answers 302 to the path; bad input is a 400.
 */
export function localeSwitchRoute(options: { https: boolean }) {
  return (c: Context): Response => {
    const parsed = localeSwitchSchema.safeParse({
      locale: c.req.query('locale'),
      redirect: c.req.query('redirect'),
    });
    if (!parsed.success) {
      const message = parsed.error.issues.map((issue) => issue.message).join('; ');
      return c.json({ error: 'Bad Request', message }, 400, { 'Cache-Control': 'no-store' });
    }
    const { locale, redirect } = parsed.data;
    return new Response(null, {
      status: 302,
      headers: {
        Location: redirect,
        'Set-Cookie': localeCookie(locale, options.https),
        'Cache-Control': 'private, no-store',
      },
    });
  };
}

/**
 * The locale cookie where it is needed: a visitor who chose English, German or Swedish and asks for
 * the bare site root `/` (the Danish front page) goes to their locale's root. Never for crawlers
 * (they index `/` as it is), and the redirect is private (`Vary: Cookie`), so no cache hands it to
 * anyone else; without the cookie `/` is the cached Danish page as before.
 */
export function localeRootRedirect(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path !== '/' || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const target = localeRootFor(localeFromCookie(c.req.header('cookie')));
    if (!target || isCrawler(c.req.header('user-agent'))) return next();
    const query = new URL(c.req.url).search;
    return new Response(null, {
      status: 302,
      headers: { Location: `${target}${query}`, 'Cache-Control': 'private, no-store', Vary: 'Cookie' },
    });
  };
}
