import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { clientModulesIn, resolveImport } from './moduleGraph';

/**
 * For the build and tests only: which blocks and templates ship code to the browser, derived from the `'use client'`
 * markers. A block (`design-system/blocks/<Name>`) or template (`design-system/templates/<Name>`) is interactive when
 * its module, or anything it imports, says `'use client'`; the blocks a template's BlockList renders are judged on
 * their own, and so are the static parts it declares. The answer is written to interactiveModules.generated.ts by
 * the Vite plugin (./vitePlugin.ts) at the start of every build and dev server; a test fails when it is stale.
 */

const DESIGN_SYSTEM = join(import.meta.dirname, '..');
export const GENERATED_FILE = join(import.meta.dirname, 'interactiveModules.generated.ts');

/** Where a block's or template's graph stops: at the block list (its blocks are each judged on their own). */
const STOP_AT = ['design-system/blocks/BlockList'];

/** Each block's and template's entry module by its name (the folder's name, which is its component's name). */
export function codeEntries(root = DESIGN_SYSTEM): Map<string, string> {
  const entries = new Map<string, string>();
  for (const kind of ['blocks', 'templates']) {
    for (const folder of readdirSync(join(root, kind), { withFileTypes: true })) {
      if (!folder.isDirectory() || folder.name === 'BlockList') continue;
      const entry = resolveImport(join(root, kind, 'x.ts'), `./${folder.name}`);
      if (!entry) continue;
      if (entries.has(folder.name)) throw new Error(`Both a block and a template are named ${folder.name}`);
      entries.set(folder.name, entry);
    }
  }
  return entries;
}

/** The names of the blocks and templates whose code needs a browser, sorted. */
export function interactiveModuleNames(root = DESIGN_SYSTEM): string[] {
  return [...codeEntries(root)]
    .filter(([, entry]) => clientModulesIn(entry, { stopAt: STOP_AT }).length > 0)
    .map(([name]) => name)
    .sort();
}

/** The generated module's source for a list of names. */
export function generatedSource(names: string[]): string {
  return [
    "// Generated from the 'use client' markers by design-system/interactivity/vitePlugin.ts (any build or dev",
    '// server rewrites it): the blocks and templates whose code a first load hydrates. Do not edit.',
    'export const interactiveModules: ReadonlySet<string> = new Set([',
    ...names.map((name) => `  '${name}',`),
    ']);',
    '',
  ].join('\n');
}
