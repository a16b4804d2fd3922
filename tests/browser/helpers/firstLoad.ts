import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JS and CSS a page makes the browser load first, from the build output: what its HTML
 * references (scripts, module preloads, stylesheets) plus the page's own template chunk, which the
 * browser loads before it renders (runtime/render/templates.ts), gzip-sized at level 9. Shared by the
 * byte-budget test (tests/browser/budgets.spec.ts) and `npm run bench` (bench/RESULTS.md).
 */

const ROOT = join(import.meta.dirname, '../../..');

/** Issue 7's budgets for content pages: first-load JS ≤ 110 KB gzip, CSS ≤ 30 KB gzip. */
export const JS_BUDGET = 110 * 1024;
export const CSS_BUDGET = 30 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}

/** The build's manifest (Vike writes Vite's client manifest to dist/assets.json). */
function manifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(ROOT, 'dist/assets.json'), 'utf8'));
}

/** The files of a page's template chunk and what it imports statically, from the page's own data. */
function templateFiles(html: string): string[] {
  const type = html.match(/"template":\{"type":"(\w+)"/)?.[1];
  if (!type) return [];
  const registry = readFileSync(join(ROOT, 'runtime/render/templates.ts'), 'utf8');
  const source = registry.match(
    new RegExp(`\\b${type}: \\(\\) =>\\s*import\\('\\.\\./\\.\\./(design-system/templates/\\w+)'`),
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
export function firstLoadBytes(
  html: string,
  clientDir = join(ROOT, 'dist/client'),
): { js: number; css: number; files: string[] } {
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
