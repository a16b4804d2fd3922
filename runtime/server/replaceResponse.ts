import type { Context } from 'hono';

/**
 * Replaces a middleware's response whole, after `next()`. Hono's `c.res` setter copies the old response's headers onto
 * the new one, so the old one is cleared first, as Hono's own docs do to overwrite a response in middleware
 * (https://hono.dev/docs/guides/middleware, "c.res = undefined"). The one place this is done.
 */
export function replaceResponse(c: Context, response: Response): void {
  c.res = undefined as unknown as Response;
  c.res = response;
}
