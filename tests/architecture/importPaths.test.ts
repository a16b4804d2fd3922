import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALIASES, aliasFor, importsIn, repoPath, root, sourceFiles } from './importSpecifiers';

/**
 * Imports across the top-level folders use the path aliases (`@design-system/…`, `@runtime/…`, `@tokens/…`,
 * `@fixtures/…`, `@catalogue/…`, `@tests/…`: tsconfig.json's paths, see docs/ARCHITECTURE.md), never `../../`: a file
 * imports from its own folder (`./x`) or one level up (`../x`), and anything further or in another top-level folder
 * by its alias. A file can then move without its imports changing, and an import says where it lands.
 *
 * Three things keep a relative path: a file at the repository root (playwright.config.ts, whose TEST_PORT the browser
 * specs import), which no alias names; a Vite config (catalogue/vite.config.ts) and the plugin modules it imports
 * (runtime/build/firstLoadWords.ts), which Vite loads before the aliases it declares apply; and `.mjs`/`.js` files,
 * which plain Node runs without a resolver for aliases (they are not scanned).
 */
const FOLDERS = ['design-system', 'runtime', 'tokens', 'fixtures', 'catalogue', 'tests', 'scripts', 'bench'];

const VITE_CONFIGS = ['vite.config.ts', 'catalogue/vite.config.ts'];

/** The Vite configs and the modules of ours they import, which Vite loads without the aliases (repository-relative). */
const loadedByViteConfig = new Set(
  VITE_CONFIGS.flatMap((config) => [
    config.replace(/\.ts$/, ''),
    ...importsIn(readFileSync(join(root, config), 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => repoPath(join(root, config), specifier) as string),
  ]),
);

/** What is wrong with one import of a file (repository-relative), or null when it is fine. */
function problemWith(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.') || loadedByViteConfig.has(file.replace(/\.tsx?$/, ''))) return null;
  const target = repoPath(join(root, file), specifier) as string;
  const [targetTop, ...rest] = target.split('/');
  // A file at the root (playwright.config.ts) has no alias; nor has anything outside the repository.
  if (rest.length === 0 || targetTop === '..') return null;
  const leavesFolder = targetTop !== file.split('/')[0];
  const climbs = specifier.startsWith('../../');
  const alias = aliasFor(target);
  if (climbs) return `${file}: '${specifier}' climbs ../../; import '${alias ?? target}' instead`;
  if (leavesFolder && alias) return `${file}: '${specifier}' leaves ${file.split('/')[0]}/; import '${alias}' instead`;
  return null;
}

function problemsIn(file: string, text: string): string[] {
  return importsIn(text).flatMap((specifier) => problemWith(file, specifier) ?? []);
}

describe('import paths', () => {
  it('imports across the top-level folders use the path aliases, never ../../', () => {
    const problems = FOLDERS.flatMap((folder) =>
      sourceFiles(join(root, folder), /\.(ts|tsx)$/)
        // This file's own examples of what is caught (below) are not its imports.
        .filter((file) => file !== import.meta.filename)
        .flatMap((file) => problemsIn(relative(root, file).replaceAll('\\', '/'), readFileSync(file, 'utf8'))),
    );
    expect(problems).toEqual([]);
  });

  it('the check itself catches a climb, a folder change and every kind of import, and names the alias', () => {
    const file = 'design-system/blocks/Accordion/Accordion.tsx';
    const source = [
      "import { Button } from '../../primitives/Button';",
      "export { sites } from '../../../tokens/sites';",
      "import '../../../runtime/client/start';",
      "const lazy = () => import('../../../fixtures/components/Accordion.fixtures');",
      "vi.mock('../../../runtime/cms/source/dataset', () => ({}));",
      "const all = import.meta.glob<Record<string, unknown>>('../../../fixtures/components/*.fixtures.ts');",
      "import { Item } from './Item';",
      "import { TextSection } from '../TextSection';",
      "import { TEST_PORT } from '../../../playwright.config';",
    ].join('\n');
    expect(problemsIn(file, source)).toEqual([
      `${file}: '../../primitives/Button' climbs ../../; import '@design-system/primitives/Button' instead`,
      `${file}: '../../../tokens/sites' climbs ../../; import '@tokens/sites' instead`,
      `${file}: '../../../runtime/client/start' climbs ../../; import '@runtime/client/start' instead`,
      `${file}: '../../../fixtures/components/Accordion.fixtures' climbs ../../; import '@fixtures/components/Accordion.fixtures' instead`,
      `${file}: '../../../runtime/cms/source/dataset' climbs ../../; import '@runtime/cms/source/dataset' instead`,
      `${file}: '../../../fixtures/components/*.fixtures.ts' climbs ../../; import '@fixtures/components/*.fixtures.ts' instead`,
    ]);
    expect(problemsIn('scripts/build-dataset.ts', "import { build } from '../fixtures/content/src/build';")).toEqual([
      "scripts/build-dataset.ts: '../fixtures/content/src/build' leaves scripts/; import '@fixtures/content/src/build' instead",
    ]);
  });

  it('every alias is @folder/* for a top-level folder ./folder/*', () => {
    expect(ALIASES.size).toBeGreaterThanOrEqual(4);
    for (const [alias, folder] of ALIASES) {
      expect(alias).toBe(`@${folder}`);
      expect(existsSync(join(root, folder))).toBe(true);
    }
  });
});
