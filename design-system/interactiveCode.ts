import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * For tests only (nothing ships it): whether a module, with everything it imports, needs a browser to run it. Static
 * blocks and pages are not hydrated on a first load (primitives/StaticIsland), which is only right for
 * code without state, effects, refs, event handlers or listeners: such code would never run on the server HTML.
 */

const ROOT = join(import.meta.dirname, '..');

/** Code that only does something in a browser that runs it. */
const INTERACTIVE_CODE: [string, RegExp][] = [
  [
    'a state, effect or ref hook',
    /\buse(State|Reducer|Effect|LayoutEffect|InsertionEffect|Ref|SyncExternalStore|Transition|DeferredValue|ActionState|Optimistic|ImperativeHandle|FormStatus)\b/,
  ],
  ['an event handler prop', /\son[A-Z][A-Za-z]*=\{(?!false\})/],
  ['an event listener', /\baddEventListener\(/],
  ['a ref', /\sref=\{/],
];

export function resolveImport(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** The relative modules a file imports for their values (not `import type`, not stylesheets). */
function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const imports: string[] = [];
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s+'(\.[^']+)'|import\('(\.[^']+)'\)/g;
  for (const match of source.matchAll(statement)) {
    const specifier = match[4] ?? match[5];
    if (!specifier || match[2] || specifier.endsWith('.css')) continue;
    const names = match[3]?.match(/^\{([^}]*)\}$/)?.[1];
    if (names?.split(',').every((name) => !name.trim() || name.trim().startsWith('type '))) {
      continue;
    }
    const resolved = resolveImport(file, specifier);
    if (resolved) imports.push(resolved);
  }
  return imports;
}

/** Why a module and what it imports would need the browser to run it (empty when it renders the same without). */
export function interactiveCode(entry: string, { stopAt = [] }: { stopAt?: string[] } = {}): string[] {
  const seen = new Set<string>();
  const reasons: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file) || stopAt.some((folder) => file.startsWith(join(ROOT, folder)))) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [what, pattern] of INTERACTIVE_CODE) {
      if (pattern.test(source)) reasons.push(`${relative(ROOT, file)}: ${what}`);
    }
    for (const imported of valueImports(file)) visit(imported);
  };
  visit(entry);
  return reasons;
}
