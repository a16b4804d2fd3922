import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * For the build and tests only (nothing ships it): the modules of ours a module imports, read from the source, and
 * what in them needs a browser. The Vite plugin (./vitePlugin.ts) derives from it which blocks and templates ship
 * code; the tests check the `'use client'` markers against the code.
 */

const ROOT = join(import.meta.dirname, '../..');

/** The marker a module that needs a browser opens with (as React's directive): the first statement. */
const CLIENT_MARKER = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use client\1;?/;

/** Whether a module says it needs a browser to run (`'use client'` as its first statement). */
export function marksClient(file: string): boolean {
  return CLIENT_MARKER.test(readFileSync(file, 'utf8'));
}

/** Code that only does something in a browser that runs it: what a `'use client'` module holds. */
const BROWSER_CODE: [string, RegExp][] = [
  [
    'a state, effect or ref hook',
    /\buse(State|Reducer|Effect|LayoutEffect|InsertionEffect|Ref|SyncExternalStore|Transition|DeferredValue|ActionState|Optimistic|ImperativeHandle|FormStatus)\b/,
  ],
  ['an event handler prop', /\son[A-Z][A-Za-z]*=\{(?!false\})/],
  ['an event listener', /\baddEventListener\(/],
  ['a ref', /\sref=\{/],
];

/** A module's source without its comments (which may show code as an example). */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');

/** What in a module's own code needs a browser (empty when nothing does). */
export function browserCodeIn(file: string): string[] {
  const source = withoutComments(readFileSync(file, 'utf8'));
  return BROWSER_CODE.filter(([, pattern]) => pattern.test(source)).map(([what]) => what);
}

/**
 * A specifier of ours: relative (`./Module`, `../x`) or a path alias (`@design-system/…`, `@runtime/…`: tsconfig.json's
 * paths, where `@folder/*` is always `./folder/*`, see aliases.ts).
 */
const OWN = String.raw`\.[^']+|@[\w-]+\/[^']+`;

export function resolveImport(from: string, specifier: string): string | undefined {
  const alias = /^@([\w-]+)\//.exec(specifier);
  if (alias && !existsSync(join(ROOT, alias[1] as string))) return undefined;
  const base = alias ? join(ROOT, specifier.slice(1)) : join(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * `staticPart('name', () => import('./Module')…)` (primitives/StaticIsland/staticPart.tsx): code a first load keeps as
 * server HTML without downloading it. It is not part of the code that declares it; it is checked on its own.
 */
const STATIC_PART = new RegExp(
  String.raw`staticPart\(\s*(['"\x60])((?:(?!\1).)*)\1\s*,\s*\(\)\s*=>\s*import\(\s*'(${OWN})'\s*\)`,
  'g',
);

/** The static parts a file declares: each one's name and module. */
export function staticPartsDeclaredIn(file: string): { name: string; file: string }[] {
  return [...withoutComments(readFileSync(file, 'utf8')).matchAll(STATIC_PART)].map((match) => {
    const resolved = resolveImport(file, match[3] as string);
    if (!resolved) throw new Error(`${relative(ROOT, file)}: the static part ${match[3]} does not resolve`);
    return { name: match[2] as string, file: resolved };
  });
}

/**
 * The static islands' own machinery: its state and effect are what let static code keep its server HTML, not code
 * that needs a browser to show something.
 */
const ISLAND_MACHINERY = join(ROOT, 'design-system/primitives/StaticIsland');

/**
 * The modules of ours (relative or aliased) a file imports for their values (not `import type`, not stylesheets, not
 * the modules of the static parts it declares).
 */
function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const parts = new Set([...withoutComments(source).matchAll(STATIC_PART)].map((match) => match[3]));
  const imports: string[] = [];
  const statement = new RegExp(
    String.raw`(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s+'(${OWN})'|import\('(${OWN})'\)`,
    'g',
  );
  for (const match of source.matchAll(statement)) {
    const specifier = match[4] ?? match[5];
    if (!specifier || match[2] || specifier.endsWith('.css')) continue;
    if (match[5] && parts.has(match[5])) continue;
    const names = match[3]?.match(/^\{([^}]*)\}$/)?.[1];
    if (names?.split(',').every((name) => !name.trim() || name.trim().startsWith('type '))) {
      continue;
    }
    const resolved = resolveImport(file, specifier);
    if (resolved) imports.push(resolved);
  }
  return imports;
}

/**
 * A module and every module of ours it imports for their values, up to the folders in `stopAt` (relative to the
 * project), leaving out the static parts they declare and the static islands' own machinery.
 */
export function moduleGraph(entry: string, { stopAt = [] }: { stopAt?: string[] } = {}): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file.startsWith(ISLAND_MACHINERY)) return;
    if (stopAt.some((folder) => file.startsWith(join(ROOT, folder)))) return;
    seen.add(file);
    for (const imported of valueImports(file)) visit(imported);
  };
  visit(entry);
  return [...seen];
}

/** The modules in a module's graph that say `'use client'` (empty when it renders the same without a browser). */
export function clientModulesIn(entry: string, options: { stopAt?: string[] } = {}): string[] {
  return moduleGraph(entry, options)
    .filter(marksClient)
    .map((file) => relative(ROOT, file));
}
