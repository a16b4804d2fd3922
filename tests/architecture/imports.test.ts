import { readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, repoPath, root, sourceFiles, targetFolder } from './importSpecifiers';

/**
 * The arrows never turn round: tokens <- design-system <- runtime.
 * The design system never imports the runtime, CMS or Vike modules; tokens import no React and
 * nothing of ours; nothing imports catalogue/, tests/ or fixtures/ except those three.
 * Imports of ours are recognised in both forms, the path alias (`@runtime/…`) and a relative path (`../../runtime/…`):
 * tests/architecture/importSpecifiers.ts.
 */

/**
 * The one exception: the /mocks design pages ("Preview routes") are fixture compositions
 * shown in the real shell, so runtime/pages/mocks/ may import fixtures/mocks/ (and nothing else of
 * fixtures/). The compositions themselves use only design-system components and fixtures.
 */
function isMocksRouteImport(file: string, specifier: string): boolean {
  const from = relative(root, file).split(/[\\/]/);
  const to = repoPath(file, specifier)?.split('/') ?? [];
  return from.slice(0, 3).join('/') === 'runtime/pages/mocks' && to.slice(0, 2).join('/') === 'fixtures/mocks';
}

const CMS_OR_VIKE = /^(@sanity\/|groq|groq-js|vike|vike-react|@vikejs\/|hono|@hono\/|zod)/;

describe('import direction', () => {
  it('design-system/ imports neither runtime/ nor any CMS or Vike module (its tests may use fixtures/ and tests/support/)', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(join(root, 'design-system'))) {
      const isTest = /\.test\.tsx?$/.test(file);
      for (const specifier of importsOf(file)) {
        const folder = targetFolder(file, specifier);
        const allowed = isTest ? ['design-system', 'tokens', 'fixtures'] : ['design-system', 'tokens'];
        const testSupport = isTest && (repoPath(file, specifier) ?? '').startsWith('tests/support/');
        if (folder && !allowed.includes(folder) && !testSupport) {
          offenders.push(`${relative(root, file)} -> ${specifier}`);
        }
        if (CMS_OR_VIKE.test(specifier)) offenders.push(`${relative(root, file)} -> ${specifier}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('tokens/ imports no React and nothing of ours outside tokens/', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(join(root, 'tokens'))) {
      if (file.endsWith('.test.ts')) continue;
      for (const specifier of importsOf(file)) {
        const folder = targetFolder(file, specifier);
        if ((folder && folder !== 'tokens') || (!folder && !specifier.startsWith('node:'))) {
          offenders.push(`${relative(root, file)} -> ${specifier}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('runtime/ and design-system/ code never imports catalogue/, tests/ or fixtures/ (tests beside it may)', () => {
    const offenders: string[] = [];
    for (const dir of ['runtime', 'design-system', 'tokens']) {
      for (const file of sourceFiles(join(root, dir))) {
        if (/\.test\.tsx?$/.test(file)) continue;
        for (const specifier of importsOf(file)) {
          const folder = targetFolder(file, specifier);
          if (isMocksRouteImport(file, specifier)) continue;
          if (folder && ['catalogue', 'tests', 'fixtures'].includes(folder))
            offenders.push(`${relative(root, file)} -> ${specifier}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('the /mocks exception is narrow: only runtime/pages/mocks/ importing fixtures/mocks/', () => {
    const mocksPage = join(root, 'runtime/pages/mocks/+Page.tsx');
    expect(isMocksRouteImport(mocksPage, '../../../fixtures/mocks/mockPages')).toBe(true);
    expect(isMocksRouteImport(mocksPage, '../../../fixtures/components/images')).toBe(false);
    expect(isMocksRouteImport(join(root, 'runtime/pages/content/+Page.tsx'), '../../../fixtures/mocks/mockPages')).toBe(
      false,
    );
    expect(isMocksRouteImport(mocksPage, '@fixtures/mocks/mockPages')).toBe(true);
    expect(isMocksRouteImport(mocksPage, '@fixtures/components/images')).toBe(false);
    expect(isMocksRouteImport(join(root, 'runtime/pages/content/+Page.tsx'), '@fixtures/mocks/mockPages')).toBe(false);
  });

  it('runtime/presentation/, which a Sanity Studio bundles, reaches no Node, server or stylesheet module', () => {
    const seen = new Set<string>();
    const packages = new Set<string>();
    const queue = [join(root, 'runtime/presentation/index.ts')];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      // Type-only imports leave nothing in the bundle.
      const text = readFileSync(file, 'utf8').replace(/(?:import|export) type [^;]*;/g, '');
      for (const match of text.matchAll(/(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/g)) {
        const specifier = match[1] as string;
        const path = repoPath(file, specifier);
        if (path === null) {
          packages.add(specifier);
          continue;
        }
        const target = join(root, path);
        const found = [`${target}.ts`, `${target}.tsx`, join(target, 'index.ts'), target].find((path) => {
          try {
            return statSync(path).isFile();
          } catch {
            return false;
          }
        });
        if (found) queue.push(found);
      }
    }
    expect(seen.size).toBeGreaterThan(10);
    expect([...seen].filter((file) => /\.css\.ts$/.test(file))).toEqual([]);
    expect([...packages].sort()).toEqual(['rxjs', 'zod']);
  });

  it('the check itself sees imports (a file that imports vike would be caught)', () => {
    expect(importsOf(join(root, 'runtime/pages/+config.ts'))).toContain('vike-react/config');
  });

  it('the check itself sees both forms of an import of ours: the path alias and a relative path', () => {
    const file = join(root, 'design-system/blocks/Accordion/Accordion.tsx');
    expect(targetFolder(file, '@runtime/cms/source/dataset')).toBe('runtime');
    expect(targetFolder(file, '../../../runtime/cms/source/dataset')).toBe('runtime');
    expect(targetFolder(file, '../../primitives/Button')).toBe('design-system');
    expect(targetFolder(file, '@sanity/client')).toBeNull();
    expect(targetFolder(file, 'react')).toBeNull();
  });
});
