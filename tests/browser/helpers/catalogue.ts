import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from './test';

/** The built catalogue's story list (catalogue/build/meta.json, written by `npm run catalogue:build`). */
export const CATALOGUE_META_PATH = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../catalogue/build/meta.json',
);

export interface CatalogueStory {
  id: string;
  name: string;
  levels: string[];
  filePath: string;
}

export function readCatalogueStories(): CatalogueStory[] {
  if (!existsSync(CATALOGUE_META_PATH)) return [];
  const meta = JSON.parse(readFileSync(CATALOGUE_META_PATH, 'utf8')) as {
    stories?: Record<string, { name: string; levels: string[]; filePath: string }>;
  };
  return Object.entries(meta.stories ?? {}).map(([id, story]) => ({ id, ...story }));
}

/** A story alone (Ladle's preview mode) in a site theme and language. */
export function storyUrl(id: string, site = 'natmus', locale = 'da', mode: 'preview' | 'full' = 'preview'): string {
  const params = new URLSearchParams({ story: id, mode, site, locale });
  if (mode === 'full') params.delete('mode');
  return `/catalogue/?${params.toString()}`;
}

/**
 * Opens a story alone and waits until it is on screen: Ladle's app has loaded, the catalogue's wrapper is there in the
 * site's theme, the story itself has rendered (Ladle renders it only after reading its controls, a moment after the
 * wrapper; the wrapper then says `data-catalogue-ready`), and the fonts are in. Keyboard tests press Tab right after
 * this, so nothing may still be coming. (Not "network idle": media a previous test left on a shared page can keep the
 * network busy for a minute.)
 */
export async function openStory(page: Page, id: string, site = 'natmus'): Promise<void> {
  await page.goto(storyUrl(id, site));
  const wrapper = page.locator(`[data-catalogue-story="${id}"][data-catalogue-site="${site}"][data-catalogue-ready]`);
  await expect(wrapper).toBeAttached({ timeout: 15_000 });
  await expect(page.getByText('Story not found')).toHaveCount(0);
  await page.evaluate(() =>
    document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))),
  );
}
