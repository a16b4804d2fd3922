import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { TEST_PORT } from '../../playwright.config';

/**
 * Issue 7's byte budgets, enforced: first-load JS ≤ 110 KB gzip and CSS ≤ 30 KB gzip on content
 * pages. Deterministic: the bytes are the build output each page's HTML makes the browser load
 * first (scripts, module preloads, stylesheets) plus the page's own template chunk, which the
 * browser loads before it renders (runtime/render/templates.ts), gzip-sized at level 9.
 */
export const JS_BUDGET = 110 * 1024;
export const CSS_BUDGET = 30 * 1024;

/** One page of each type that exists in the embedded dataset; add a line per new page type. */
export const BUDGET_PAGES: { type: string; path: string }[] = [
  { type: 'frontPage', path: '/' },
  { type: 'frontPage (en)', path: '/en' },
  { type: 'landingPage', path: '/besoeg-museet' },
  { type: 'exhibition', path: '/udstillinger/guldhornene' },
  { type: 'calendar', path: '/kalender' },
  { type: 'search', path: '/soeg?q=guld' },
  { type: 'notFound', path: '/denne-side-findes-ikke' },
  { type: 'error page', path: '/fejl' },
];

const base = `http://127.0.0.1:${TEST_PORT}`;

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}

/** The build's manifest (Vike writes Vite's client manifest to dist/assets.json). */
function manifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync('dist/assets.json', 'utf8'));
}

/** The files of a page's template chunk and what it imports statically, from the page's own data. */
function templateFiles(html: string): string[] {
  const type = html.match(/"template":\{"type":"(\w+)"/)?.[1];
  if (!type) return [];
  const registry = readFileSync('runtime/render/templates.ts', 'utf8');
  const source = registry.match(
    new RegExp(`\\b${type}: \\(\\) => import\\('\\.\\./\\.\\./(design-system/templates/\\w+)'`),
  )?.[1];
  if (!source) throw new Error(`No template chunk for ${type} in runtime/render/templates.ts`);
  const chunks = manifest();
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(chunks).find((key) => chunks[key]?.src?.startsWith(`${source}/`));
  if (!entry) throw new Error(`The ${source} chunk is not in the build manifest`);
  visit(entry);
  return [...files];
}

/** The JS and CSS a page makes the browser load first, gzip-sized from the build output. */
export function firstLoadBytes(html: string, clientDir = 'dist/client'): { js: number; css: number; files: string[] } {
  const files = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g)) files.add(match[1] as string);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="(\/assets\/[^"]+\.js)"/g)) {
    files.add(match[1] as string);
  }
  for (const match of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/g)) {
    files.add(match[1] as string);
  }
  for (const file of templateFiles(html)) files.add(file);
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
