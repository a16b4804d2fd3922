import type { MiddlewareHandler } from 'hono';

/** The longest URL (path and query) the site answers; longer requests get 400. */
export const MAX_URL_LENGTH = 2048;

/** Methods the site answers; anything else is 405. */
const ALLOWED_METHODS = new Set(['GET', 'HEAD']);

function plain(status: 400 | 405, message: string, extra: Record<string, string> = {}): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra },
  });
}

/**
 * Why the site would refuse a request before routing, as the answer to give; null when it passes. Other methods
 * (405), overlong URLs, invalid percent-encoding or UTF-8, null bytes and control characters, and path traversal
 * (400). `ownMethods`: paths (the API) that pass with any method.
 */
export function requestRejection(method: string, url: string, ownMethods?: (path: string) => boolean): Response | null {
  const path = new URL(url).pathname;
  if (!ALLOWED_METHODS.has(method.toUpperCase()) && !ownMethods?.(path)) {
    return plain(405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
  }
  const pathAndQuery = url.slice(url.indexOf('/', url.indexOf('//') + 2));
  if (pathAndQuery.length > MAX_URL_LENGTH) return plain(400, 'Bad Request: the address is too long');
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return plain(400, 'Bad Request: the address is not valid percent-encoded UTF-8');
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return plain(400, 'Bad Request: control characters in the address');
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) {
    return plain(400, 'Bad Request: path traversal');
  }
  try {
    const search = new URL(url).search;
    new URLSearchParams(search).forEach(() => {});
    decodeURIComponent(search.replace(/\+/g, ' '));
  } catch {
    return plain(400, 'Bad Request: the query is not valid percent-encoded UTF-8');
  }
  return null;
}

/**
 * Rejects what the site cannot decode before it reaches routing (requestRejection). What passes is a clean path
 * Vike and the content lookup can trust. Paths for which `ownMethods` is true (the API) pass with any method: their
 * routes answer 404 or 405 themselves.
 */
export function requestGuard(options: { ownMethods?: (path: string) => boolean } = {}): MiddlewareHandler {
  return async (c, next) => requestRejection(c.req.method, c.req.url, options.ownMethods) ?? next();
}
