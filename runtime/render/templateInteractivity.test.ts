import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { interactiveCode, moduleGraph, resolveImport, staticPartsDeclaredIn } from '@design-system/interactiveCode';
import { isStaticPage, isStaticTemplate, type TemplateModel } from './templates';

/**
 * A page whose template and blocks need no browser is not hydrated on a first load: its server HTML is kept and
 * neither its template nor its blocks are downloaded (PageTemplate.tsx). This test reads each template's import
 * graph, up to its BlockList (the blocks are checked on their own: blockInteractivity.test.ts), and requires the
 * marks in templates.ts to match exactly. An interactive template (or component, or page) may keep parts of itself
 * out of its hydrated code as static parts (primitives/StaticIsland/staticPart.tsx): those are not in its graph, and
 * each one's own graph must need no browser and render no blocks (which may be interactive).
 */

const TEMPLATES = join(import.meta.dirname, 'templates.ts');
const ROOT = join(import.meta.dirname, '../..');

/** Why a static part's code would not be right kept as server HTML (empty when it is). */
function staticPartProblems(file: string): string[] {
  const blocks = moduleGraph(file)
    .filter((module) => module.includes('/blocks/BlockList/'))
    .map((module) => `${relative(ROOT, module)}: renders blocks, which may be interactive`);
  return [...interactiveCode(file), ...blocks];
}

/** The source files of the design system and the runtime (not tests, stories or fixtures). */
function sourceFiles(): string[] {
  return ['design-system', 'runtime']
    .flatMap((folder) =>
      readdirSync(join(ROOT, folder), { recursive: true })
        .map(String)
        .map((file) => join(ROOT, folder, file)),
    )
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec|stories)\.tsx?$/.test(file));
}

function templateEntries(): [string, string][] {
  const source = readFileSync(TEMPLATES, 'utf8');
  return [...source.matchAll(/\b(\w+): \(\) =>\s*import\('([^']+)'\)/g)].map((match) => {
    const file = resolveImport(TEMPLATES, match[2] as string);
    if (!file) throw new Error(`${match[1]}: ${match[2]} does not resolve`);
    return [match[1] as string, file];
  });
}

describe('static and interactive templates', () => {
  const entries = templateEntries();

  it('reads every template of the registry', () => {
    expect(entries.length).toBeGreaterThan(20);
  });

  for (const [type, file] of entries) {
    it(`${type} is marked ${isStaticTemplate(type) ? 'static' : 'interactive'} as its code is`, () => {
      const reasons = interactiveCode(file, { stopAt: ['design-system/blocks/BlockList'] });
      if (isStaticTemplate(type)) {
        expect(reasons, `${type} is marked static but its code needs a browser`).toEqual([]);
      } else {
        expect(reasons.length, `${type} has no interactive code: mark it static (STATIC_TEMPLATES)`).toBeGreaterThan(0);
      }
    });
  }

  it('a page is static when its template and every block in it are', () => {
    const block = (type: string) => ({ _type: type, _key: type });
    const page = (blocks: unknown[]) =>
      ({ type: 'landingPage', props: { hero: { title: 'Historie' }, blocks } }) as unknown as TemplateModel;
    expect(isStaticPage(page([block('textSection'), block('image')]))).toBe(true);
    expect(isStaticPage(page([block('textSection'), block('accordion')]))).toBe(false);
    expect(isStaticPage({ type: 'overviewPage', props: { blocks: [] } } as unknown as TemplateModel)).toBe(false);
  });
});

describe('static parts', () => {
  const declarations = sourceFiles().flatMap((owner) =>
    staticPartsDeclaredIn(owner).map((part) => ({ owner: relative(ROOT, owner), ...part })),
  );

  it('reads the static parts of the interactive templates and the search page', () => {
    expect(declarations.length).toBeGreaterThan(5);
    expect(declarations.some(({ owner }) => owner.startsWith('design-system/templates/SearchPage/'))).toBe(true);
  });

  for (const { owner, name, file } of declarations) {
    it(`${owner}: ${name} (${relative(ROOT, file)}) needs no browser`, () => {
      expect(staticPartProblems(file), `${name} is a static part but its code needs a browser`).toEqual([]);
    });
  }

  it('a static part with a state hook or an event handler fails; its code is not counted as its owner’s', () => {
    const dir = mkdtempSync(join(tmpdir(), 'static-part-'));
    try {
      writeFileSync(
        join(dir, 'Owner.tsx'),
        "const Part = staticPart('the part', () => import('./Part').then((module) => module.Part));\n",
      );
      writeFileSync(
        join(dir, 'Part.tsx'),
        "import { useState } from 'react';\nexport function Part() { const [n] = useState(0); return <button onClick={() => n}>{n}</button>; }\n",
      );
      const [part] = staticPartsDeclaredIn(join(dir, 'Owner.tsx'));
      expect(part?.file).toBe(join(dir, 'Part.tsx'));
      expect(staticPartProblems(part?.file as string)).toHaveLength(2);
      expect(interactiveCode(join(dir, 'Owner.tsx'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
