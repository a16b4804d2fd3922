import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { TEST_PORT } from '../../playwright.config';

/**
 * Issue 7's byte budgets, enforced: first-load JS ≤ 110 KB gzip and CSS ≤ 30 KB gzip on content
 * pages. Deterministic: the bytes are the build output each page's HTML makes the browser load
 * first (scripts, module preloads, stylesheets), gzip-sized at level 9. Over budget? See
 * docs/DEPLOYMENT.md ("Client weight") for what keeps pages light.
 */
export const JS_BUDGET = 110 * 1024;
export const CSS_BUDGET = 30 * 1024;

/** One page of each type that exists in the embedded dataset; add a line per new page type. */
export const BUDGET_PAGES: { type: string; path: string }[] = [
  { type: 'frontPage', path: '/' },
  { type: 'frontPage (en)', path: '/en' },
  { type: 'landingPage', path: '/besoeg-museet' },
  { type: 'notFound', path: '/denne-side-findes-ikke' },
  { type: 'error page', path: '/fejl' },
];

const base = `http://127.0.0.1:${TEST_PORT}`;

/** The JS and CSS a page's HTML makes the browser load first, gzip-sized from the build output. */
export function firstLoadBytes(html: string, clientDir = 'dist/client'): { js: number; css: number; files: string[] } {
  const files = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g)) files.add(match[1] as string);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="(\/assets\/[^"]+\.js)"/g)) {
    files.add(match[1] as string);
  }
  for (const match of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/g)) {
    files.add(match[1] as string);
  }
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
    if (file.endsWith('.js')) js += size;
    else css += size;
  }
  return { js, css, files: [...files] };
}

/**
 * What must never reach a browser, by a string only it contains: the Sanity client, zod, the
 * Portable Text toolkit, GROQ queries, and the dictionaries (only the page's locale travels, as data).
 */
const SERVER_ONLY: [string, string][] = [
  ['@sanity/client', 'useCdn'],
  ['zod', 'ZodError'],
  ['@portabletext/react', 'unknown__pt__mark__'],
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
  for (const { type, path } of BUDGET_PAGES) {
    test(`${type} ${path}: first-load JS ≤ 110 KB gzip and CSS ≤ 30 KB gzip`, async ({ request }) => {
      const response = await request.get(`${base}${path}`);
      const { js, css, files } = firstLoadBytes(await response.text());
      expect(files.length).toBeGreaterThan(0);
      console.log(
        `${path}: JS ${(js / 1024).toFixed(1)} KB, CSS ${(css / 1024).toFixed(1)} KB gzip (${files.length} files)`,
      );
      expect(js, `first-load JS of ${path} in bytes`).toBeLessThanOrEqual(JS_BUDGET);
      expect(css, `first-load CSS of ${path} in bytes`).toBeLessThanOrEqual(CSS_BUDGET);
    });
  }

  test('no server-only library, query or word list is in any client chunk', () => {
    const scripts = clientScripts();
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const code = readFileSync(file, 'utf8');
      for (const [what, marker] of SERVER_ONLY) expect(code.includes(marker), `${what} in ${file}`).toBe(false);
    }
  });
});
