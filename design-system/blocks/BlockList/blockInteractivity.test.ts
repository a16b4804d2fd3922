import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { interactiveCode, resolveImport } from '@design-system/interactiveCode';
import { isStaticBlock } from './blockRegistry';

/**
 * Static blocks are not hydrated on a first load: their server HTML is kept and their code is not downloaded
 * (primitives/StaticIsland). That is only right for a block whose code, and every module it imports, holds no state,
 * effect, ref, event handler or listener: such code would never run on the server HTML. This test reads each block's
 * import graph (our own modules; type-only imports skipped: ../../interactiveCode.ts) and requires the registry's
 * marks to match exactly.
 */

const HERE = import.meta.dirname;

/** Each block type and the module its loader imports, read from the registry. */
function registryEntries(): [string, string][] {
  const registry = readFileSync(join(HERE, 'blockRegistry.ts'), 'utf8');
  return [...registry.matchAll(/\b(\w+): \(\) =>\s*import\('([^']+)'\)/g)].map((match) => {
    const file = resolveImport(join(HERE, 'blockRegistry.ts'), match[2] as string);
    if (!file) throw new Error(`${match[1]}: ${match[2]} does not resolve`);
    return [match[1] as string, file];
  });
}

describe('static and interactive blocks', () => {
  const entries = registryEntries();

  it('reads every block type of the registry', () => {
    expect(entries.length).toBeGreaterThan(30);
  });

  it('the analysis sees interactive code where there is some (the accordion, the image slider)', () => {
    const byType = Object.fromEntries(entries);
    expect(interactiveCode(byType.accordion as string)).not.toEqual([]);
    expect(interactiveCode(byType.imageSlider as string)).not.toEqual([]);
  });

  for (const [type, file] of entries) {
    it(`${type} is marked ${isStaticBlock(type) ? 'static' : 'interactive'} as its code is`, () => {
      const reasons = interactiveCode(file);
      if (isStaticBlock(type)) {
        expect(reasons, `${type} is marked static but its code needs a browser`).toEqual([]);
      } else {
        expect(reasons.length, `${type} has no interactive code: mark it static (STATIC_BLOCKS)`).toBeGreaterThan(0);
      }
    });
  }
});
