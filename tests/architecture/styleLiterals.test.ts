import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * "No literal colour or size outside tokens/": the design system's styles take colours and sizes
 * from the theme contract (`vars`), so a site theme or a token change reaches every component.
 * design-system/theme/ is where tokens become CSS variables, so it is the one exception. Viewport
 * fractions (vh, vw) are layout rules, not design sizes, and stay allowed.
 */
const root = resolve(import.meta.dirname, '../..');

function styleFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...styleFiles(path));
    else if (entry.endsWith('.css.ts')) out.push(path);
  }
  return out;
}

const COLOUR =
  /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?|oklch|color-mix)\(|['"`](?:white|black|red|green|blue|gray|grey)['"`]/;
const SIZE = /(?<![\w.$-])-?\d*\.?\d+(?:px|rem|em|pt)\b/;

describe('no literal colour or size outside tokens/', () => {
  const files = styleFiles(join(root, 'design-system')).filter(
    (file) => !relative(root, file).startsWith('design-system/theme/'),
  );

  it('finds the design system’s style files', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('every colour and size in a component style comes from the theme contract', () => {
    const offenders: string[] = [];
    for (const file of files) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const code = line.replace(/\/\/.*$|\/\*.*?\*\//g, '');
          if (COLOUR.test(code) || SIZE.test(code))
            offenders.push(`${relative(root, file)}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(offenders).toEqual([]);
  });
});
