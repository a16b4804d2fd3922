import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, repoPath } from './importSpecifiers';

/**
 * "every block and shell element, from fixtures, in the catalogue". Every component folder
 * of the design system is shown by a catalogue story, and every block and shell element has named
 * fixtures in fixtures/components, so a new folder cannot slip past the catalogue (and its axe run).
 */
const root = resolve(import.meta.dirname, '../..');
const GROUPS = ['primitives', 'blocks', 'shell', 'templates'] as const;

/**
 * Folders that need no story (or no fixtures) of their own, each with its reason. Keep this short:
 * a visual component belongs in the catalogue.
 */
const NO_STORY: Record<string, string> = {
  'blocks/BlockList':
    'the dispatcher that renders a page’s blocks by _type: no view of its own; every template and mock story renders through it',
  'primitives/Deferred':
    'lazyUntil, a code-loading helper (load a component’s code on a trigger): renders nothing of its own',
  'primitives/StaticIsland':
    'keeps server HTML on a first load without its code (a wrapper without a box of its own): nothing to see; the block lists of the template and mock stories render through it',
};
const NO_FIXTURES: Record<string, string> = {
  'blocks/BlockList': NO_STORY['blocks/BlockList'] ?? '',
};

function files(dir: string, pattern: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return files(path, pattern);
    return pattern.test(entry) ? [path] : [];
  });
}

/** The repository paths a file's imports of ours (static, dynamic, re-exports; aliased or relative) point at. */
function importTargets(file: string): string[] {
  return importsOf(file).flatMap((specifier) => repoPath(file, specifier) ?? []);
}

/**
 * What each story file imports, following the catalogue's own helpers (catalogue/support, e.g.
 * CatalogueShell, which renders SiteShell) one level, since a story may show a component through them.
 */
function storyImports(): Map<string, string[]> {
  const byStory = new Map<string, string[]>();
  for (const story of files(join(root, 'catalogue/stories'), /\.stories\.tsx$/)) {
    const direct = importTargets(story);
    const viaSupport = direct
      .filter((target) => target.startsWith('catalogue/support/'))
      .flatMap((target) => {
        const file = ['.tsx', '.ts'].map((ext) => join(root, target + ext)).find((path) => existsSync(path));
        return file ? importTargets(file) : [];
      });
    byStory.set(relative(root, story), [...direct, ...viaSupport]);
  }
  return byStory;
}

const folders = GROUPS.flatMap((group) =>
  readdirSync(join(root, 'design-system', group))
    .filter((entry) => statSync(join(root, 'design-system', group, entry)).isDirectory())
    .map((entry) => `${group}/${entry}`),
);

const lands = (target: string, folder: string) =>
  target === `design-system/${folder}` || target.startsWith(`design-system/${folder}/`);

describe('catalogue coverage (every component, from fixtures, in the catalogue)', () => {
  it('finds the component folders', () => {
    expect(folders.length).toBeGreaterThan(50);
    for (const folder of [...Object.keys(NO_STORY), ...Object.keys(NO_FIXTURES)])
      expect(folders, `stale exception ${folder}`).toContain(folder);
  });

  it('every folder under design-system/{primitives,blocks,shell,templates} has a story that imports it', () => {
    const stories = storyImports();
    const missing = folders.filter(
      (folder) =>
        !NO_STORY[folder] && ![...stories.values()].some((targets) => targets.some((target) => lands(target, folder))),
    );
    expect(missing, 'add catalogue/stories/{Group}/{Name}.stories.tsx importing each').toEqual([]);
  });

  it('every block and shell folder has a fixtures file in fixtures/components (named after it, or importing it)', () => {
    const fixtureFiles = files(join(root, 'fixtures/components'), /\.fixtures\.ts$/);
    const names = new Set(fixtureFiles.map((file) => file.replace(/^.*[\\/]/, '').replace(/\.fixtures\.ts$/, '')));
    const imported = fixtureFiles.flatMap(importTargets);
    const missing = folders
      .filter((folder) => folder.startsWith('blocks/') || folder.startsWith('shell/'))
      .filter((folder) => !NO_FIXTURES[folder])
      .filter((folder) => {
        const name = folder.split('/')[1] ?? '';
        return !names.has(name) && !imported.some((target) => lands(target, folder));
      });
    expect(missing, 'add fixtures/components/{Name}.fixtures.ts with default, longText, minimal').toEqual([]);
  });

  it('no block hides inside BlockList: it exports no component but BlockList (each block has its own folder)', () => {
    const sources = files(join(root, 'design-system/blocks/BlockList'), /\.tsx?$/).filter(
      (file) => !/\.(test|css)\.tsx?$/.test(file),
    );
    const components = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/export\s+(?:function|const)\s+([A-Z]\w*)/g)].map(
        (match) => `${relative(root, file)}: ${match[1]}`,
      ),
    );
    expect(components).toEqual(['design-system/blocks/BlockList/BlockList.tsx: BlockList']);
  });

  it('every exception says why', () => {
    for (const [folder, reason] of Object.entries({ ...NO_STORY, ...NO_FIXTURES }))
      expect(reason.length, folder).toBeGreaterThan(20);
  });
});
