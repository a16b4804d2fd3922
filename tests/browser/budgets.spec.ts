import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_PORT } from '../../playwright.config';
import {
  BUDGET_PAGES,
  CSS_BUDGET,
  FONT_BUDGET,
  firstLoadBytes,
  JS_BUDGET,
  JS_TARGET,
  stylesheetFonts,
} from './helpers/firstLoad';
import { expect, test } from './helpers/test';

/**
 * the byte budgets, enforced: first-load JS ≤ 110 KB (JS_BUDGET) and CSS ≤ 30 KB gzip on content
 * pages, and the brand fonts apart: ≤ 100 KB of woff2 (FONT_BUDGET). Deterministic: the bytes are the build output each page's HTML makes the browser load
 * first (scripts, module preloads, stylesheets) plus the code the browser loads before it
 * hydrates (its template unless the page is static, its interactive blocks: runtime/render/pageCode.ts),
 * gzip-sized at level 9 (tests/browser/helpers/firstLoad.ts, shared with `npm run bench`; checked
 * against Chromium's own requests by first-load.spec.ts).
 */

const base = `http://127.0.0.1:${TEST_PORT}`;

/**
 * What must never reach a browser, by a string only it contains: the Sanity client, zod, GROQ
 * queries, and the dictionaries (only the page's locale travels, as data).
 */
const SERVER_ONLY: [string, string][] = [
  ['@sanity/client', 'useCdn'],
  ['zod', 'ZodError'],
  ['GROQ queries', '*[_type'],
  ['the German word list', 'Heute geöffnet'],
];

function clientScripts(dir = 'dist/client/assets'): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(dir, file));
}

test.describe('byte budgets (deterministic: the build output a page references)', () => {
  for (const { type, path, host, status } of BUDGET_PAGES) {
    test(`${type} ${host ?? ''}${path}: first-load JS within the budget (target 110 KB), CSS ≤ 30 KB gzip, fonts ≤ 100 KB woff2`, async ({
      request,
    }) => {
      const response = await request.get(`${base}${path}`, host ? { headers: { host } } : {});
      expect(response.status(), `${host ?? ''}${path}`).toBe(status);
      const { js, css, fonts, files, fontFiles } = firstLoadBytes(await response.text());
      expect(files.length).toBeGreaterThan(0);
      console.log(
        `${path}: JS ${(js / 1024).toFixed(1)} KB, ${js} B (${js <= JS_TARGET ? 'within' : 'over'} the 110 KB target), CSS ${(css / 1024).toFixed(1)} KB gzip (${files.length} files), fonts ${(fonts / 1024).toFixed(1)} KB (${fontFiles.length} files)`,
      );
      expect(js, `first-load JS of ${path} in bytes`).toBeLessThanOrEqual(JS_BUDGET);
      expect(css, `first-load CSS of ${path} in bytes`).toBeLessThanOrEqual(CSS_BUDGET);
      // The brand faces are there to be counted (a stylesheet that lost them would pass any budget).
      expect(fontFiles.length, `font files of ${path}`).toBeGreaterThan(0);
      expect(fonts, `first-load fonts of ${path} in bytes`).toBeLessThanOrEqual(FONT_BUDGET);
    });
  }

  test('fonts: Latin-subset woff2 files only, served from our own /assets/ cached for a year; a page preloads one or two of them', async ({
    request,
  }) => {
    const html = await (await request.get(`${base}/`)).text();
    const { fontFiles } = firstLoadBytes(html);
    expect(fontFiles.length).toBeGreaterThan(0);
    for (const file of fontFiles) {
      expect(file, 'a self-hosted Latin subset in woff2').toMatch(/^\/assets\/.+-latin-[\w.-]+\.woff2$/);
      const response = await request.get(`${base}${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['content-type'], file).toBe('font/woff2');
      expect(response.headers()['cache-control'], file).toContain('immutable');
    }
    const preloads = [...html.matchAll(/<link[^>]+rel="preload"[^>]+as="font"[^>]*>/g)].map((match) => match[0]);
    expect(preloads.length).toBeGreaterThanOrEqual(1);
    expect(preloads.length).toBeLessThanOrEqual(2);
    const stylesheet = html.match(/<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/)?.[1] as string;
    const css = readFileSync(join('dist/client', stylesheet), 'utf8');
    const declared = stylesheetFonts(css);
    const faces = [...css.matchAll(/@font-face\s*\{[^}]*\}/g)].map((match) => match[0]);
    // Every brand face swaps in (text shows at once in the fallback), and every fallback face is resized to the
    // brand face's metrics, so the swap moves nothing.
    for (const face of faces.filter((rule) => rule.includes('url('))) expect(face).toContain('font-display:swap');
    const fallbacks = faces.filter((rule) => rule.includes('local('));
    expect(fallbacks.length).toBeGreaterThanOrEqual(2);
    for (const face of fallbacks) {
      expect(face).toMatch(/size-adjust:[\d.]+%/);
      expect(face).toMatch(/ascent-override:[\d.]+%/);
    }
    for (const preload of preloads) {
      // A preload the stylesheet does not use downloads the file twice (or for nothing); fonts need crossorigin.
      expect(declared).toContain(preload.match(/href="([^"]+)"/)?.[1]);
      expect(preload).toMatch(/crossorigin/i);
    }
  });

  test('no server-only library, query or word list is in any client chunk', () => {
    const scripts = clientScripts();
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const code = readFileSync(file, 'utf8');
      for (const [what, marker] of SERVER_ONLY) expect(code.includes(marker), `${what} in ${file}`).toBe(false);
    }
  });
});
