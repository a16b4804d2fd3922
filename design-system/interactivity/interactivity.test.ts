import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isStaticBlock } from '@design-system/blocks/BlockList/blockRegistry';
import { codeEntries, GENERATED_FILE, generatedSource, interactiveModuleNames } from './interactiveModules';
import { browserCodeIn, clientModulesIn, marksClient, moduleGraph, staticPartsDeclaredIn } from './moduleGraph';

/**
 * A component that needs a browser says so where it is defined, with `'use client'` as its first statement. Which
 * blocks and templates ship code is derived from those markers at build time (interactiveModules.generated.ts);
 * everything else keeps its server HTML on a first load, without its code (primitives/StaticIsland).
 */

const ROOT = join(import.meta.dirname, '../..');

/** The source modules of some top-level folders (not tests, stories, styles or type declarations). */
function sourceModules(...folders: string[]): string[] {
  return folders
    .flatMap((folder) =>
      readdirSync(join(ROOT, folder), { recursive: true }).map((file) => join(ROOT, folder, String(file))),
    )
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec|stories|css|d)\.tsx?$/.test(file));
}

describe("a module that needs a browser says 'use client', and only such a module", () => {
  const modules = sourceModules('design-system');

  it('reads the design system’s modules', () => {
    expect(modules.length).toBeGreaterThan(150);
  });

  for (const file of modules) {
    const reasons = browserCodeIn(file);
    const name = relative(ROOT, file);
    if (reasons.length > 0) {
      it(`${name} (${reasons.join(', ')}) says 'use client'`, () => {
        expect(marksClient(file), `${name} holds ${reasons.join(', ')}: open it with 'use client'`).toBe(true);
      });
    } else if (marksClient(file)) {
      it(`${name} says 'use client' and holds code that needs a browser`, () => {
        expect(reasons, `${name} needs no browser: remove its 'use client'`).not.toEqual([]);
      });
    }
  }

  it('the marker is the first statement, after comments only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'use-client-'));
    try {
      const write = (name: string, source: string) => {
        writeFileSync(join(dir, name), source);
        return join(dir, name);
      };
      expect(marksClient(write('a.tsx', "'use client';\nexport const a = 1;\n"))).toBe(true);
      expect(marksClient(write('b.tsx', '/** A note. */\n"use client"\nexport const b = 1;\n'))).toBe(true);
      expect(marksClient(write('c.tsx', "import x from 'y';\n'use client';\n"))).toBe(false);
      expect(marksClient(write('d.tsx', "// see 'use client'\nexport const d = 1;\n"))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('which blocks and templates ship code is derived from the markers', () => {
  it('interactiveModules.generated.ts is what the markers say (any build or dev server rewrites it)', () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(generatedSource(interactiveModuleNames()));
  });

  it('a block is interactive through what it imports: the accordion and the image slider are, a text section not', () => {
    const names = interactiveModuleNames();
    expect(names).toEqual(expect.arrayContaining(['Accordion', 'ImageSlider', 'KnowledgeArticle']));
    expect(names).not.toContain('TextSection');
    expect(isStaticBlock('accordion')).toBe(false);
    expect(isStaticBlock('textSection')).toBe(true);
  });

  it('a template is judged up to its block list: its blocks, and its static parts, are judged on their own', () => {
    const entries = codeEntries();
    const landing = entries.get('LandingPage') as string;
    expect(moduleGraph(landing).some((file) => file.includes('/blocks/BlockList/'))).toBe(true);
    expect(clientModulesIn(landing, { stopAt: ['design-system/blocks/BlockList'] })).toEqual([]);
  });

  it('marking a leaf makes every block that imports it interactive, and unmarking makes it static again', () => {
    const root = mkdtempSync(join(tmpdir(), 'interactivity-'));
    try {
      for (const folder of ['blocks/Quiz', 'blocks/Quote', 'templates/QuizPage', 'primitives/Toggle']) {
        mkdirSync(join(root, folder), { recursive: true });
      }
      const toggle = join(root, 'primitives/Toggle/index.tsx');
      writeFileSync(toggle, "'use client';\nexport function Toggle() { return null; }\n");
      const up = '../..';
      writeFileSync(join(root, 'blocks/Quiz/index.tsx'), `import { Toggle } from '${up}/primitives/Toggle';\n`);
      writeFileSync(join(root, 'blocks/Quote/index.tsx'), 'export function Quote() { return null; }\n');
      writeFileSync(join(root, 'templates/QuizPage/index.tsx'), `export { Quiz } from '${up}/blocks/Quiz';\n`);
      expect(interactiveModuleNames(root)).toEqual(['Quiz', 'QuizPage']);
      writeFileSync(toggle, 'export function Toggle() { return null; }\n');
      expect(interactiveModuleNames(root)).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

/** Why a static part's code would not be right kept as server HTML (empty when it is). */
function staticPartProblems(file: string): string[] {
  const blocks = moduleGraph(file)
    .filter((module) => module.includes('/blocks/BlockList/'))
    .map((module) => `${relative(ROOT, module)}: renders blocks, which may be interactive`);
  return [...clientModulesIn(file).map((module) => `${module}: says 'use client'`), ...blocks];
}

describe('static parts of interactive code need no browser', () => {
  const declarations = sourceModules('design-system', 'runtime').flatMap((owner) =>
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

  it('a static part that says use client fails; its code is not counted as its owner’s', () => {
    const dir = mkdtempSync(join(tmpdir(), 'static-part-'));
    try {
      writeFileSync(
        join(dir, 'Owner.tsx'),
        "const Part = staticPart('the part', () => import('./Part').then((module) => module.Part));\n",
      );
      writeFileSync(
        join(dir, 'Part.tsx'),
        "'use client';\nimport { useState } from 'react';\nexport function Part() { const [n] = useState(0); return <button onClick={() => n}>{n}</button>; }\n",
      );
      const [part] = staticPartsDeclaredIn(join(dir, 'Owner.tsx'));
      expect(part?.file).toBe(join(dir, 'Part.tsx'));
      expect(staticPartProblems(part?.file as string)).toHaveLength(1);
      expect(clientModulesIn(join(dir, 'Owner.tsx'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
