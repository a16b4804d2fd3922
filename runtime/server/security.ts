import type { MiddlewareHandler } from 'hono';
import { contentOrigins } from '../security/contentOrigins';
import { isCatalogueRequest } from './catalogueHost';

/**
 * The Content-Security-Policy. Scripts come from our own origin and the allow-listed embeds only;
 * no inline script may run ('unsafe-inline' is absent), and there is no nonce. The issue asks for
 * "nonces for our inline scripts", and the site has none to stamp: Vike's client entry is loaded by an
 * external `<script src defer>` (runtime/render/hydrateAfterPaint.ts), its page context a `<script type="application/json">` and the
 * structured data `application/ld+json` — data blocks a browser never executes and CSP does not
 * govern (tests/browser/csp.spec.ts checks the built HTML of every page type for this, and Chromium
 * for violations on pages with each embed). A nonce would also not survive our caching: a page
 * lives as bytes in the in-process cache and for `s-maxage` in a CDN, so every visitor of a cached
 * copy would get the same "nonce" — in the header and the markup alike — which makes it a constant
 * anyone can read, and re-stamping it per response would break ETags and the CDN copy anyway. If an
 * inline script is ever needed, list its hash ('sha256-…') in script-src: hashes are cache-safe.
 * Identical pages stay byte-identical for ETags and caches.
 */
export function contentSecurityPolicy(options: { https: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${contentOrigins.scripts.join(' ')}`,
    // Inline style attributes carry per-page theme colours (CSS variables).
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${contentOrigins.images.join(' ')}`,
    `media-src 'self' blob: ${contentOrigins.media.join(' ')}`,
    `frame-src ${contentOrigins.frames.join(' ')}`,
    `connect-src 'self' ${contentOrigins.connect.join(' ')}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    // Only where the site is served over https (never on the dev origins on http://localhost).
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The security headers that do not depend on the request. */
export const staticSecurityHeaders: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * The built catalogue (an internal review tool, not a visitor page) runs Ladle's bundle, which
 * evaluates its configuration with `new Function`: it alone may eval, and only on the host that
 * serves it (runtime/server/catalogueHost.ts).
 */
export function cataloguePolicy(options: { https: boolean }): string {
  return contentSecurityPolicy(options).replace("script-src 'self'", "script-src 'self' 'unsafe-eval'");
}

/**
 * Security headers on every response; `https` when the configured site origins are https;
 * `servesCatalogue` tells the hosts on which /catalogue/ is the catalogue.
 */
export function securityHeaders(options: {
  https: boolean;
  servesCatalogue: (hostHeader: string | undefined) => boolean;
}): MiddlewareHandler {
  const policy = contentSecurityPolicy(options);
  const catalogue = cataloguePolicy(options);
  return async (c, next) => {
    await next();
    const forCatalogue = isCatalogueRequest(c, options.servesCatalogue);
    c.res.headers.set('Content-Security-Policy', forCatalogue ? catalogue : policy);
    for (const [name, value] of Object.entries(staticSecurityHeaders)) c.res.headers.set(name, value);
  };
}
