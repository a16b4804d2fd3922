import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Plugin } from 'vite';

/**
 * For the build only: a Vite plugin that keeps a generated module in step with the source it is derived from, at
 * the start of every build and dev server, and in a dev server whenever a module it is derived from changes. A test
 * beside each generated module fails when it is stale (a run of vitest alone does not rewrite it).
 */
export function generatedModulePlugin({
  name,
  file,
  source,
  derivedFrom,
}: {
  name: string;
  /** The generated module. */
  file: string;
  /** Its source, derived anew. */
  source: () => string;
  /** The modules it is derived from (a changed `.ts`/`.tsx` file whose path this matches). */
  derivedFrom: RegExp;
}): Plugin {
  const update = (log: (message: string) => void) => {
    const next = source();
    if (readFileSync(file, 'utf8') === next) return;
    writeFileSync(file, next);
    log(`${basename(file)} rewritten`);
  };
  return {
    name,
    buildStart() {
      update((message) => this.info(message));
    },
    watchChange(id) {
      if (derivedFrom.test(id) && /\.tsx?$/.test(id) && !id.endsWith('.generated.ts')) {
        update((message) => this.info(message));
      }
    },
  };
}
