import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { blockTypesIn, isStaticBlock } from '@design-system/blocks/BlockList/blockRegistry';
import { LOADER_PATH, LOADER_SOURCE } from '@runtime/render/hydrateAfterPaint';
import { isStaticPage, type TemplateModel } from '@runtime/render/templates';
import { onePagePerType } from './site';

/**
 * The JS and CSS a page makes the browser load first, from the build output: what its HTML
 * references (scripts, module preloads, stylesheets) plus the code the browser loads before it
 * hydrates (runtime/render/pageCode.ts): the template unless the whole page is static, and the
 * interactive blocks (static blocks and static pages keep their server HTML without their code:
 * design-system/primitives/StaticIsland), gzip-sized at level 9. tests/browser/first-load.spec.ts
 * checks that this list is exactly the JS Chromium requests. Shared by the byte-budget test
 * (tests/browser/budgets.spec.ts) and `npm run bench` (bench/RESULTS.md).
 */

const ROOT = join(import.meta.dirname, '../../..');

/**
 * the target is 110 KB, enforced. The framework alone (React 19's DOM client ≈ 62 KB, Vike's client router
 * ≈ 22 KB, React, vike-react and the scheduler ≈ 5 KB, all gzip) is about 95 KB of it, and the shell every page
 * hydrates (header, page theme, registries, the podcast player's state, Vike hooks: one chunk, vite.config.ts) about
 * 11.5 KB more (it carries the colour variables a page theme sets, not the whole theme contract), so a page whose
 * template and blocks are all static loads about 107.2 KB. Interactive templates hydrate
 * only their interactive pieces (tabs, play buttons, the video): their heroes, teasers and rich text are static parts
 * that keep their server HTML (design-system/primitives/StaticIsland/staticPart.tsx). They load 108.2-109.6 KB:
 * the search page 108.2, the education topic 108.8, the overviews 108.9, the knowledge article 109.4 (its practical
 * aside a static part), the podcast episode 109.5 and show 109.6, some 400 bytes under the budget (every page type
 * measured by tests/browser/budgets.spec.ts). Headroom, when it is needed: the podcast player's state and bar (~1 KB of the
 * shell, on every page) loaded only once an episode is in the player.
 */
export const JS_TARGET = 110 * 1024;
export const JS_BUDGET = JS_TARGET;
export const CSS_BUDGET = 30 * 1024;
/**
 * The brand typefaces' own budget, apart from JS and CSS: at most 100 KB of woff2 on a first load. Counted as every
 * font file the first-load stylesheets declare plus every font the HTML preloads (woff2 is compressed already: raw
 * bytes), so it holds whatever text a page has: today the Latin subsets of Fraunces (upright) and Source Sans 3
 * (upright and italic), about 94 KB. tests/browser/first-load.spec.ts checks that Chromium fetches no other font.
 */
export const FONT_BUDGET = 100 * 1024;

/**
 * Every page type of the dataset (one page each, tests/browser/helpers/site.ts), on the host of its site, plus the
 * pages that are not content documents.
 */
export const BUDGET_PAGES: { type: string; path: string; host?: string; status: number }[] = [
  ...onePagePerType().map(({ type, site, path }) => ({
    type,
    path,
    ...(site === 'natmus' ? {} : { host: `${site}.localhost` }),
    status: 200,
  })),
  { type: 'frontPage (en)', path: '/en', status: 200 },
  { type: 'search', path: '/soeg?q=guld', status: 200 },
  { type: 'notFound', path: '/denne-side-findes-ikke', status: 404 },
  { type: 'error page', path: '/fejl', status: 500 },
];

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

/** A chunk whose source starts with a path, and everything it imports statically. */
function chunkFiles(source: string, files: Set<string>): void {
  const chunks = manifest();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(chunks).find((key) => chunks[key]?.src?.startsWith(source));
  if (!entry) throw new Error(`${source} is not in the build manifest`);
  visit(entry);
}

/**
 * The footer's own code and what it imports: it loads once the footer comes within 100 px of the viewport,
 * so on a first load only when the page is shorter than the screen.
 */
export function footerCodeFiles(): string[] {
  const files = new Set<string>();
  chunkFiles('design-system/shell/Footer/Footer.tsx', files);
  return [...files];
}

/**
 * The newsletter pop-up's code, which a page of a site with a pop-up loads once it is up (after hydration; not first
 * load): none when the page's shell has no pop-up.
 */
export function newsletterCodeFiles(html: string): string[] {
  // (Vike's serialiser writes a missing value as the string "!undefined".)
  const newsletter = pageData(html).shell?.newsletter;
  if (typeof newsletter !== 'object' || newsletter === null) return [];
  const files = new Set<string>();
  chunkFiles('design-system/shell/NewsletterPopup/NewsletterPopup.tsx', files);
  return [...files];
}

/** The page data Vike serialises into the HTML. */
function pageData(html: string): { page?: { template?: TemplateModel }; shell?: { newsletter?: unknown } } {
  const json = html.match(/<script id="vike_pageContext" type="application\/json">([^<]*)<\/script>/)?.[1];
  return (json ? JSON.parse(json).data : undefined) ?? {};
}

/** The code a page loads before it renders: its template chunk and its blocks' chunks, with their imports. */
function pageCodeFiles(html: string): string[] {
  const files = new Set<string>();
  const template = pageData(html).page?.template;
  // A static page keeps its server HTML on a first load: neither its template nor its blocks load.
  if (!template || isStaticPage(template)) return [];
  const templates = readFileSync(join(ROOT, 'runtime/render/templates.ts'), 'utf8');
  // `frontPage: lazyComponent('FrontPage', () => import('@design-system/templates/FrontPage'))`.
  const templateSource = templates.match(
    new RegExp(`\\b${template.type}: lazyComponent\\([^,]+,\\s*\\(\\) =>\\s*import\\('@(design-system/[^']+)'`),
  )?.[1];
  if (!templateSource) throw new Error(`No template chunk for ${template.type} in runtime/render/templates.ts`);
  chunkFiles(`${templateSource}/`, files);
  const registry = readFileSync(join(ROOT, 'design-system/blocks/BlockList/blockRegistry.ts'), 'utf8');
  for (const type of blockTypesIn(template.props)) {
    // A static block keeps its server HTML on a first load: its code is not loaded (primitives/StaticIsland).
    if (isStaticBlock(type)) continue;
    const path = registry.match(
      new RegExp(`\\b${type}: lazyComponent\\([^,]+,\\s*\\(\\) =>\\s*import\\('([^']+)'`),
    )?.[1];
    if (!path) throw new Error(`No chunk for the ${type} block in blockRegistry.ts`);
    chunkFiles(join('design-system/blocks/BlockList', path), files);
  }
  return [...files];
}

/** The font files a stylesheet's @font-face rules name (url() sources; local() fonts cost no bytes). */
export function stylesheetFonts(css: string): string[] {
  const fonts = new Set<string>();
  for (const face of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    for (const url of face[0].matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) fonts.add(url[1] as string);
  }
  return [...fonts];
}

/**
 * The JS and CSS a page makes the browser load first, gzip-sized from the build output, and the font files it may
 * load (preloaded or declared by its stylesheets), in raw bytes.
 */
export function firstLoadBytes(
  html: string,
  clientDir = join(ROOT, 'dist/client'),
): { js: number; css: number; fonts: number; files: string[]; fontFiles: string[] } {
  const files = new Set<string>();
  let js = 0;
  let loader = false;
  for (const match of html.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g)) {
    // The hydration loader (served by the server, not a build file) and the client code it carries as data.
    if (match[1] === LOADER_PATH) loader = true;
    else files.add(match[1] as string);
  }
  if (loader) js += gzipSync(LOADER_SOURCE, { level: 9 }).length;
  for (const match of html.matchAll(/<script[^>]+data-entry="([^"]+)" data-preload="([^"]*)"/g)) {
    for (const file of [match[1], ...(match[2] as string).split(' ')]) if (file) files.add(file);
  }
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="(\/assets\/[^"]+\.js)"/g)) {
    files.add(match[1] as string);
  }
  for (const match of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/g)) {
    files.add(match[1] as string);
  }
  for (const file of pageCodeFiles(html)) files.add(file);
  const fontFiles = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="preload"[^>]+as="font"[^>]*>/g)) {
    const href = match[0].match(/href="([^"]+)"/)?.[1];
    if (href) fontFiles.add(href);
  }
  let css = 0;
  for (const file of files) {
    const content = readFileSync(join(clientDir, file));
    const size = gzipSync(content, { level: 9 }).length;
    if (file.endsWith('.js')) js += size;
    else {
      css += size;
      for (const font of stylesheetFonts(content.toString('utf8'))) fontFiles.add(font);
    }
  }
  let fonts = 0;
  for (const file of fontFiles) fonts += statSync(join(clientDir, file)).size;
  return { js, css, fonts, files: [...files, ...(loader ? [LOADER_PATH] : [])], fontFiles: [...fontFiles].sort() };
}
