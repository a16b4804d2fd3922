import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * What the architecture tests need to know about imports: which specifiers a file imports, and where in the repository
 * a specifier of ours lands, whether it is written relative (`../../runtime/x`) or with a path alias (`@runtime/x`).
 */
export const root = resolve(import.meta.dirname, '../..');

/**
 * The path aliases, from their one definition (tsconfig.json's `compilerOptions.paths`, which aliases.ts hands to
 * Vite): alias prefix (`@runtime/`) → folder (`runtime/`).
 */
export const ALIASES: ReadonlyMap<string, string> = new Map(
  Object.entries(
    (
      JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')) as {
        compilerOptions: { paths: Record<string, string[]> };
      }
    ).compilerOptions.paths,
  ).map(([key, [target]]) => [key.slice(0, -1), (target as string).replace(/^\.\//, '').slice(0, -1)]),
);

export function sourceFiles(dir: string, pattern = /\.(ts|tsx|mjs|js)$/): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules') continue;
    const path = join(dir, entry);
    if (relative(root, path) === 'catalogue/build') continue;
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path, pattern));
    else if (pattern.test(entry)) out.push(path);
  }
  return out;
}

/**
 * The specifiers a source imports: static imports and re-exports, side-effect imports, dynamic `import('…')` (also
 * `typeof import('…')`), `vi.mock('…')` and friends, and `import.meta.glob('…')`.
 */
export function importsIn(text: string): string[] {
  const pattern =
    /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]|\bvi\.(?:mock|doMock|unmock|doUnmock|importActual|importMock)\s*(?:<[^(]*>)?\(\s*['"]([^'"]+)['"]|import\.meta\.glob\s*(?:<[^(]*>)?\(\s*['"]([^'"]+)['"]/g;
  return [...text.matchAll(pattern)].map((match) => match.slice(1).find((group) => group !== undefined) as string);
}

export function importsOf(file: string): string[] {
  return importsIn(readFileSync(file, 'utf8'));
}

/**
 * Where a specifier of ours lands, relative to the repository root (`runtime/cms/source/dataset`); null for packages
 * (`react`, `node:fs`, `@sanity/client`).
 */
export function repoPath(file: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return relative(root, resolve(file, '..', specifier)).replaceAll('\\', '/');
  for (const [alias, folder] of ALIASES) {
    if (specifier.startsWith(alias)) return folder + specifier.slice(alias.length);
  }
  return null;
}

/** The top-level folder a specifier of ours lands in (`runtime`); null for packages. */
export function targetFolder(file: string, specifier: string): string | null {
  return repoPath(file, specifier)?.split('/')[0] ?? null;
}

/** The aliased form of a repository path (`runtime/cms/source/dataset` → `@runtime/cms/source/dataset`); null without an alias. */
export function aliasFor(path: string): string | null {
  for (const [alias, folder] of ALIASES) {
    if (path.startsWith(folder)) return alias + path.slice(folder.length);
  }
  return null;
}
