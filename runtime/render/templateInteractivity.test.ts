import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { interactiveCode, resolveImport } from '../../design-system/interactiveCode';
import { isStaticPage, isStaticTemplate, type TemplateModel } from './templates';

/**
 * A page whose template and blocks need no browser is not hydrated on a first load: its server HTML is kept and
 * neither its template nor its blocks are downloaded (PageTemplate.tsx). This test reads each template's import
 * graph, up to its BlockList (the blocks are checked on their own: blockInteractivity.test.ts), and requires the
 * marks in templates.ts to match exactly.
 */

const TEMPLATES = join(import.meta.dirname, 'templates.ts');

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
