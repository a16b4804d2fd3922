import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';
import { aliases } from '../aliases';
import { interactivityPlugin } from '../design-system/interactivity/vitePlugin';
import { danishSearch } from './support/danishSearch';
import { preloadStories } from './support/preloadedStories';

/**
 * Ladle's own Vite config: ONLY vanilla-extract (never vike(): it crashes in Ladle's Vite 6).
 * Ladle loads this file from inside catalogue/.
 */
const catalogueDir = path.dirname(fileURLToPath(import.meta.url));
const mediaDir = path.resolve(catalogueDir, '../fixtures/content/media');
const IMAGE_PREFIX = '/images/embedded/stage/';
const FILE_PREFIX = '/files/embedded/stage/';

const contentTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.mp3': 'audio/mpeg',
};

/**
 * `ladle serve` answers `/images/embedded/stage/{file}` and `/files/embedded/stage/{file}` (the podcast
 * recordings) from fixtures/content/media, as the production server does (query parameters such as
 * `?w=800&fm=jpg` are ignored here, and so are byte ranges: the whole file is sent).
 */
function fixtureMedia(): Plugin {
  return {
    name: 'catalogue-fixture-media',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '';
        const pathname = decodeURIComponent(url.split('?')[0] ?? '');
        const prefix = [IMAGE_PREFIX, FILE_PREFIX].find((candidate) => pathname.startsWith(candidate));
        if (!prefix) return next();
        const file = path.basename(pathname.slice(prefix.length));
        const fullPath = path.join(mediaDir, file);
        if (!file || !existsSync(fullPath) || !statSync(fullPath).isFile()) {
          res.statusCode = 404;
          res.end('Not found');
          return;
        }
        // Ladle runs Vite's middlewares inside Koa, whose default status is 404: set it.
        res.statusCode = 200;
        res.setHeader('Content-Type', contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
        res.setHeader('Cache-Control', 'no-cache');
        createReadStream(fullPath).pipe(res);
      });
    },
  };
}

export default defineConfig(({ command }) => ({
  // Built into catalogue/build and served by the production server under /catalogue/.
  base: command === 'build' ? '/catalogue/' : '/',
  plugins: [vanillaExtractPlugin(), interactivityPlugin(), fixtureMedia(), preloadStories(), danishSearch()],
  // @runtime/…, @design-system/… (tsconfig.json's paths): Ladle's Vite 6 has no resolve.tsconfigPaths; see aliases.ts.
  resolve: { alias: aliases },
  // Deferred components (design-system/primitives/Deferred) import on the server with a top-level
  // await; the catalogue never takes that branch but its syntax needs an ES2022 target.
  build: { target: 'es2022' },
  optimizeDeps: { esbuildOptions: { target: 'es2022' } },
}));
