import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './importSpecifiers';

/**
 * The README's recipes "add a block" and "add a page type" are what adding one takes: each step names a file, and
 * every existing block and page type is checked against the steps. A list of types kept anywhere else (a hand-kept
 * set of static blocks, a union of block models) names types outside the recipe's files and fails here, as does a
 * recipe that grows past four files to touch beside the new type's own folder, its examples and its story.
 */

const README = readFileSync(join(root, 'README.md'), 'utf8');

/**
 * The files each numbered step of a README recipe is about: the backticked paths (under one of our folders) before
 * the step's first colon, `1. \`path\` (new): what goes there`.
 */
function recipeSteps(heading: string): string[][] {
  const start = README.indexOf(`### Recipe: ${heading}`);
  if (start < 0) throw new Error(`README.md has no "### Recipe: ${heading}"`);
  const section = README.slice(start).split(/\n#{2,3} /)[0] ?? '';
  return section
    .split(/\n(?=\d+\. )/)
    .filter((step) => /^\d+\. /.test(step))
    .map((step) =>
      [...step.slice(0, step.indexOf(': ')).matchAll(/`((?:design-system|runtime|fixtures|catalogue)\/[^`\s]*)`/g)].map(
        (match) => match[1] as string,
      ),
    );
}

/** A step's path as a pattern for one type: the recipe's example names replaced, `{family}` any file name. */
function stepPattern(path: string, example: Record<string, string>, names: Record<string, string>): RegExp {
  let pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{family}', '[^/]+');
  for (const [key, value] of Object.entries(example)) pattern = pattern.replaceAll(value, names[key] as string);
  return new RegExp(`^${pattern}${path.endsWith('/') ? '' : '$'}`);
}

/** Files the new type's own folder, its examples and its story are in: new files, not ones it touches. */
const ownOrExample = (path: string) => path.endsWith('/') || /^(fixtures|catalogue)\//.test(path);

/** Our source modules that ship (not tests). */
const modules = ['runtime', 'design-system']
  .flatMap((folder) => sourceFiles(join(root, folder), /\.tsx?$/))
  .filter((file) => !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file: relative(root, file), text: readFileSync(file, 'utf8') }));

/** How a list names a type: a key or a quoted item on its own line, a `type: '…'`, or its `…Definition`. */
const namesType = (type: string) =>
  new RegExp(
    String.raw`^\s*(['"]?)${type}\1\s*:|^\s*['"]${type}['"],?\s*$|\b_?type:\s*['"]${type}['"]|\b${type}Definition\b`,
    'm',
  );

/** The modules that list types of a kind (four or more of them), each with the types it names. */
function typeLists(types: string[]): { file: string; named: Set<string> }[] {
  return modules
    .map(({ file, text }) => ({ file, named: new Set(types.filter((type) => namesType(type).test(text))) }))
    .filter(({ named }) => named.size >= 4);
}

/** `key: lazyComponent('Name', …)` lines of a registry: each type and its component's name. */
function registry(file: string): [string, string][] {
  return [...readFileSync(join(root, file), 'utf8').matchAll(/^\s+(\w+): lazyComponent\('(\w+)'/gm)].map((match) => [
    match[1] as string,
    match[2] as string,
  ]);
}

const blocks = registry('design-system/blocks/BlockList/blockRegistry.ts');
const templates = new Map(registry('runtime/render/templates.ts'));
const pageTypes = [
  ...readFileSync(join(root, 'runtime/cms/pages/index.ts'), 'utf8').matchAll(/^\s+(\w+)Definition,$/gm),
].map((match) => match[1] as string);

describe('adding a block takes what the README recipe says', () => {
  const steps = recipeSteps('add a block');
  const example = { type: 'quoteCard', component: 'QuoteCard' };
  const lists = typeLists(blocks.map(([type]) => type));

  it('the recipe touches at most 4 files beside the block’s own folder, its examples and its story', () => {
    const touched = steps.flat().filter((path) => !ownOrExample(path));
    expect(touched.length).toBeGreaterThan(0);
    expect(touched.length).toBeLessThanOrEqual(4);
  });

  it('finds the block registry and the module families as the lists of block types', () => {
    expect(blocks.length).toBeGreaterThan(30);
    expect(lists.map(({ file }) => file)).toContain('design-system/blocks/BlockList/blockRegistry.ts');
    expect(lists.some(({ file }) => file.startsWith('runtime/cms/modules/'))).toBe(true);
  });

  for (const [type, component] of blocks) {
    it(`${type}: every list that names it is a step of the recipe, and its folder, examples and story are there`, () => {
      const patterns = steps.flat().map((path) => stepPattern(path, example, { type, component }));
      const listed = lists.filter(({ named }) => named.has(type)).map(({ file }) => file);
      expect(listed).toContain('design-system/blocks/BlockList/blockRegistry.ts');
      for (const file of listed) {
        expect(
          patterns.some((pattern) => pattern.test(file)),
          `${file} lists ${type}, but the recipe does not say`,
        ).toBe(true);
      }
      const definitions = modules.filter(
        ({ file, text }) => file.startsWith('runtime/cms/modules/') && text.includes(`'${type}'`),
      );
      expect(definitions.length, `no module maps to ${type}`).toBeGreaterThan(0);
      for (const { file } of definitions)
        expect(
          patterns.some((pattern) => pattern.test(file)),
          file,
        ).toBe(true);
      for (const file of [
        `design-system/blocks/${component}/index.ts`,
        `fixtures/components/${component}.fixtures.ts`,
        `catalogue/stories/Blocks/${component}.stories.tsx`,
      ]) {
        expect(patterns.some((pattern) => pattern.test(file))).toBe(true);
        expect(existsSync(join(root, file)), file).toBe(true);
      }
    });
  }
});

describe('adding a page type takes what the README recipe says', () => {
  const steps = recipeSteps('add a page type');
  const example = { type: 'exhibitionGuide', template: 'ExhibitionGuide' };
  const lists = typeLists([...new Set([...pageTypes, ...templates.keys()])]);

  it('the recipe touches at most 4 files beside the template’s folder, the example content and the story', () => {
    const touched = steps.flat().filter((path) => !ownOrExample(path));
    expect(touched.length).toBeGreaterThan(0);
    expect(touched.length).toBeLessThanOrEqual(4);
  });

  for (const type of pageTypes) {
    it(`${type}: every list that names it is a step of the recipe, and its definition is its own file`, () => {
      const template = templates.get(type) ?? 'ExhibitionGuide';
      const patterns = steps.flat().map((path) => stepPattern(path, example, { type, template }));
      const listed = lists.filter(({ named }) => named.has(type)).map(({ file }) => file);
      expect(listed).toContain('runtime/cms/pages/index.ts');
      for (const file of listed) {
        expect(
          patterns.some((pattern) => pattern.test(file)),
          `${file} lists ${type}, but the recipe does not say`,
        ).toBe(true);
      }
      const definition = `runtime/cms/pages/${type}.pageType.ts`;
      expect(patterns.some((pattern) => pattern.test(definition))).toBe(true);
      expect(readFileSync(join(root, definition), 'utf8')).toMatch(new RegExp(`type: '${type}'`));
    });
  }
});

describe('the check finds a list kept outside the recipe', () => {
  it('a hand-kept set of block types is a list of block types', () => {
    const handKept = ['const STATIC = new Set([', ...blocks.slice(0, 5).map(([type]) => `  '${type}',`), ']);'];
    const named = blocks.filter(([type]) => namesType(type).test(handKept.join('\n')));
    expect(named).toHaveLength(5);
  });
});
