import { timingSafeEqual } from 'node:crypto';
import { createClient } from '@sanity/client';
import {
  urlSearchParamPreviewPathname,
  urlSearchParamPreviewSecret,
  validatePreviewUrl,
} from '@sanity/preview-url-secret';
import type { Context, MiddlewareHandler } from 'hono';
import { type ContentConfig, liveProjectForSite } from '../cms/source/config';
import { CMS_TIMEOUT_MS, withTimeoutAndRetry } from '../cms/source/retry';
import { locationHeader, SAME_SITE_PATH } from '../security/safeUrl';
import type { SiteId } from '../sites/registry';
import type { PreviewConfig } from './config';
import { releasesFromPerspective } from './documentIds';
import { clearedSessionCookie, encodeSession, PREVIEW_SESSION_SECONDS, sessionCookie } from './session';
import { previewSessionOf } from './state';

export { PREVIEW_DISABLE_PATH, PREVIEW_ENABLE_PATH } from './paths';
/** Every preview response: never stored by a browser, a CDN or the server's own cache. */
export const PREVIEW_CACHE_CONTROL = 'private, no-store';

/** The outcome of checking a preview secret. */
export interface HandshakeResult {
  isValid: boolean;
  redirectTo?: string;
  studioOrigin?: string;
  studioPreviewPerspective?: string | null;
}

/** Checks the secret in an enter-preview URL. */
export type SecretCheck = (url: string) => Promise<HandshakeResult>;

/**
 * A same-site path to go to after entering or leaving preview (`locationHeader`: never `//host`, also not by way
 * of dot segments such as `/.//host`); anything else is the front page.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  return locationHeader(value, SAME_SITE_PATH) ?? '/';
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The embedded source's check: the configured local secret (PREVIEW_SECRET) in `secret` or `sanity-preview-secret`. */
export function localSecretCheck(localSecret: string | undefined): SecretCheck {
  return async (url) => {
    const params = new URL(url).searchParams;
    const given = params.get('secret') ?? params.get(urlSearchParamPreviewSecret) ?? '';
    if (!localSecret || !given || !sameSecret(given, localSecret)) return { isValid: false };
    return {
      isValid: true,
      redirectTo: params.get('redirect') ?? params.get(urlSearchParamPreviewPathname) ?? '/',
      studioPreviewPerspective: params.get('sanity-preview-perspective'),
    };
  };
}

/**
 * Live Sanity's handshake (@sanity/preview-url-secret): the studio stores a short-lived secret in the
 * dataset and opens the site with it; the server looks it up with the viewer token. A CMS call like
 * any other: each try cut off after 2.5 s, one retry for a transient failure, the client's own
 * retries off (runtime/cms/source/retry.ts).
 */
export function sanityHandshakeCheck(config: Extract<ContentConfig, { kind: 'live' }>, site: SiteId): SecretCheck {
  return async (url) => {
    if (!config.token) {
      console.error('[preview] No viewer token (SANITY_VIEWER_TOKEN): preview cannot be entered');
      return { isValid: false };
    }
    const project = liveProjectForSite(config, site);
    const client = createClient({
      projectId: project.projectId,
      dataset: project.dataset,
      apiVersion: '2025-02-19',
      useCdn: false,
      token: config.token,
      timeout: CMS_TIMEOUT_MS,
      maxRetries: 0,
      ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
    });
    // validatePreviewUrl takes no abort signal: the deadline still ends the try, and the client's
    // own timeout ends its request.
    return withTimeoutAndRetry(() => validatePreviewUrl(client, url));
  };
}

function isHttps(c: Context, https: boolean): boolean {
  return https || new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}

function noStore(response: Response): Response {
  response.headers.set('Cache-Control', PREVIEW_CACHE_CONTROL);
  return response;
}

/** Enter preview: check the secret, set the session cookie, go to the page asked for. */
export function enablePreview(options: {
  check: (c: Context) => SecretCheck;
  config: () => PreviewConfig;
  https: boolean;
}) {
  return async (c: Context): Promise<Response> => {
    let result: HandshakeResult;
    try {
      result = await options.check(c)(c.req.url);
    } catch (error) {
      console.error('[preview] The preview secret could not be checked', error);
      result = { isValid: false };
    }
    if (!result.isValid) {
      return noStore(c.text('Unauthorized: the preview secret is missing, wrong or expired\n', 401));
    }
    const session = {
      exp: Math.floor(Date.now() / 1000) + PREVIEW_SESSION_SECONDS,
      releases: releasesFromPerspective(result.studioPreviewPerspective),
      ...(result.studioOrigin ? { studioOrigin: result.studioOrigin } : {}),
    };
    const response = c.redirect(safeRedirectPath(result.redirectTo), 307);
    response.headers.append(
      'Set-Cookie',
      sessionCookie(encodeSession(session, options.config().sessionKey), { secure: isHttps(c, options.https) }),
    );
    return noStore(response);
  };
}

/** Leave preview: clear the cookie and go back to the page (`redirect`), published again. */
export function disablePreview(options: { https: boolean }) {
  return (c: Context): Response => {
    const response = c.redirect(safeRedirectPath(c.req.query('redirect')), 307);
    response.headers.append('Set-Cookie', clearedSessionCookie({ secure: isHttps(c, options.https) }));
    return noStore(response);
  };
}

/**
 * For every request with a valid preview session: `Cache-Control: private, no-store` (never cached by
 * anyone), and the studio that started the session may frame the site. Registered outermost so it has
 * the last word on both headers.
 */
export function previewResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const session = previewSessionOf(c.req.header('cookie'));
    if (!session) return;
    c.res.headers.set('Cache-Control', PREVIEW_CACHE_CONTROL);
    c.res.headers.delete('ETag');
    const csp = c.res.headers.get('Content-Security-Policy');
    if (csp && session.studioOrigin && /^https?:\/\/[\w.-]+(:\d+)?$/.test(session.studioOrigin)) {
      c.res.headers.set(
        'Content-Security-Policy',
        csp.replace("frame-ancestors 'self'", `frame-ancestors 'self' ${session.studioOrigin}`),
      );
    }
  };
}
