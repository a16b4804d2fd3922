import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_PORT } from '../../playwright.config';
import { BUDGET_PAGES, CSS_BUDGET, firstLoadBytes, JS_BUDGET, JS_TARGET } from './helpers/firstLoad';
import { expect, test } from './helpers/test';

/**
 * Issue 7's byte budgets, enforced: first-load JS ≤ 110 KB (JS_BUDGET) and CSS ≤ 30 KB gzip on content
 * pages. Deterministic: the bytes are the build output each page's HTML makes the browser load
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
    test(`${type} ${host ?? ''}${path}: first-load JS within the budget (target 110 KB) and CSS ≤ 30 KB gzip`, async ({
      request,
    }) => {
      const response = await request.get(`${base}${path}`, host ? { headers: { host } } : {});
      expect(response.status(), `${host ?? ''}${path}`).toBe(status);
      const { js, css, files } = firstLoadBytes(await response.text());
      expect(files.length).toBeGreaterThan(0);
      console.log(
        `${path}: JS ${(js / 1024).toFixed(1)} KB (${js <= JS_TARGET ? 'within' : 'over'} the 110 KB target), CSS ${(css / 1024).toFixed(1)} KB gzip (${files.length} files)`,
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
