import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
