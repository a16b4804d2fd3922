import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';

/**
 * `GET /builds/latest.json` (the current build id: always revalidated, so a new deployment is seen at
 * once) and `GET /builds/meta/{id}.json` (one build's manifest: immutable), written by the build.
 */
export function buildFiles(root = 'dist/client'): MiddlewareHandler[] {
  const files = serveStatic({ root });
  return [
    async (c, next) => {
      await next();
      if (c.res.status !== 200 && c.res.status !== 304) return;
      c.res.headers.set(
        'Cache-Control',
        c.req.path === '/builds/latest.json' ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
    },
    files,
  ];
}
