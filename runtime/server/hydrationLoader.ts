import type { Handler, MiddlewareHandler } from 'hono';
import { hydrateAfterPaint, LOADER_SOURCE } from '../render/hydrateAfterPaint';
import { replaceResponse } from './replaceResponse';

/** Around the page renderer: a rendered HTML page asks for its hydration code after its first paint. */
export function hydrationAfterPaint(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.get('content-type')?.startsWith('text/html')) return;
    const html = hydrateAfterPaint(await c.res.text());
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    replaceResponse(c, new Response(html, { status: c.res.status, statusText: c.res.statusText, headers }));
  };
}

/** GET LOADER_PATH: the loader, named by its content, cached for a year. */
export const hydrationLoader: Handler = (c) =>
  c.body(LOADER_SOURCE, 200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
