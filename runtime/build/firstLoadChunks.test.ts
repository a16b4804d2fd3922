import { describe, expect, it } from 'vitest';
import { firstLoadChunks } from './firstLoadChunks';

/** A module graph as the bundler describes it: each module's static importers. */
function graph(importers: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => (id in importers ? { importers: importers[id] as string[] } : null) };
}

describe('the first-load chunks are derived from the module graph, not listed by folder', () => {
  const modules = graph({
    '\0virtual:page-entry:content': [],
    '/app/router-entry.js': [],
    '/app/node_modules/react/index.js': ['/app/design-system/shell/Header.tsx', '/app/router-entry.js'],
    '/app/design-system/shell/Header.tsx': ['\0virtual:page-entry:content'],
    '/app/design-system/primitives/Button.tsx': ['/app/design-system/shell/Header.tsx', '/app/blocks/Accordion.tsx'],
    // A block is imported dynamically (no static importer): it stays out of the first load, with what only it uses.
    '/app/blocks/Accordion.tsx': [],
    '/app/blocks/accordion.css.ts': ['/app/blocks/Accordion.tsx'],
    '/app/node_modules/mux-player/index.js': ['/app/blocks/Video.tsx'],
    '/app/blocks/Video.tsx': [],
    // An import cycle among modules no root reaches, and one a root reaches through one of its members.
    '/app/a.ts': ['/app/b.ts'],
    '/app/b.ts': ['/app/a.ts'],
    '/app/c.ts': ['/app/d.ts'],
    '/app/d.ts': ['/app/c.ts', '/app/design-system/shell/Header.tsx'],
  });
  const chunkOf = firstLoadChunks(/router-entry\.js$|page-entry:content$/);

  it('what a root imports statically, however indirectly, is in the first load: packages in framework, ours in shell', () => {
    expect(chunkOf('/app/node_modules/react/index.js', modules)).toBe('framework');
    expect(chunkOf('/app/design-system/shell/Header.tsx', modules)).toBe('shell');
    expect(chunkOf('/app/design-system/primitives/Button.tsx', modules)).toBe('shell');
  });

  it('lazily loaded code, and the packages only it uses, are left to the bundler', () => {
    expect(chunkOf('/app/blocks/Accordion.tsx', modules)).toBeUndefined();
    expect(chunkOf('/app/blocks/accordion.css.ts', modules)).toBeUndefined();
    expect(chunkOf('/app/node_modules/mux-player/index.js', modules)).toBeUndefined();
  });

  it('an import cycle ends, and its members are judged by every way in', () => {
    expect(chunkOf('/app/a.ts', modules)).toBeUndefined();
    expect(chunkOf('/app/b.ts', modules)).toBeUndefined();
    for (const order of [
      ['/app/d.ts', '/app/c.ts'],
      ['/app/c.ts', '/app/d.ts'],
    ]) {
      const fresh = firstLoadChunks(/router-entry\.js$|page-entry:content$/);
      for (const id of order) expect(fresh(id, modules), id).toBe('shell');
    }
  });
});
