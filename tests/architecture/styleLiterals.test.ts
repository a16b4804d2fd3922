import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * "No literal colour or size outside tokens/": the design system's styles take colours and sizes
 * from the theme contract (`vars`), so a site theme or a token change reaches every component.
 * design-system/theme/ is where tokens become CSS variables, so it is the one exception. Viewport
 * fractions (vh, vw) are layout rules, not design sizes, and stay allowed.
 *
 * Checked: every style file (`*.css.ts`) of the design system and the catalogue, and every inline
 * `style={{ … }}` prop in their `.tsx` files (an inline style is a style too: a literal there
 * escapes the themes just as well).
 */
const root = resolve(import.meta.dirname, '../..');

function filesEndingWith(dir: string, suffix: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'build') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...filesEndingWith(path, suffix));
    else if (entry.endsWith(suffix)) out.push(path);
  }
  return out;
}

const NAMED_COLOURS = ['white', 'black', 'red', 'green', 'blue', 'gray', 'grey', 'yellow', 'orange', 'purple', 'pink'];
const COLOUR = new RegExp(
  String.raw`#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color-mix)\(|['"\x60](?:[^'"\x60]*\s)?(?:${NAMED_COLOURS.join('|')})(?:\s[^'"\x60]*)?['"\x60]`,
);
const SIZE = /(?<![\w.$-])-?\d*\.?\d+(?:px|rem|em|pt)\b/;

const withoutComments = (line: string) => line.replace(/\/\/.*$|\/\*.*?\*\//g, '');

/** Lines of a style file with a literal colour or size, as `file:line: text`. */
export function styleFileOffenders(name: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const code = withoutComments(line);
    return COLOUR.test(code) || SIZE.test(code) ? [`${name}:${index + 1}: ${line.trim()}`] : [];
  });
}

/**
 * The object literals of `style={{ … }}` props in a .tsx source, each with the line it starts on.
 * Braces are counted so a nested object or a template literal's `${…}` does not end it early.
 */
export function inlineStyles(text: string): { line: number; code: string }[] {
  const found: { line: number; code: string }[] = [];
  const opener = /\bstyle=\{\{/g;
  for (let match = opener.exec(text); match; match = opener.exec(text)) {
    const start = match.index + match[0].length - 1;
    let depth = 0;
    let end = start;
    for (; end < text.length; end++) {
      const char = text[end];
      if (char === '{') depth++;
      else if (char === '}' && --depth === 0) break;
    }
    found.push({ line: text.slice(0, match.index).split('\n').length, code: text.slice(start, end + 1) });
  }
  return found;
}

/** Inline styles of a .tsx source with a literal colour or size, as `file:line: style`. */
export function inlineStyleOffenders(name: string, text: string): string[] {
  return inlineStyles(text).flatMap(({ line, code }) => {
    const bare = code.split('\n').map(withoutComments).join(' ');
    return COLOUR.test(bare) || SIZE.test(bare) ? [`${name}:${line}: style=${bare.replace(/\s+/g, ' ')}`] : [];
  });
}

const checked = (file: string) => !relative(root, file).startsWith('design-system/theme/');
const styleFiles = ['design-system', 'catalogue']
  .flatMap((dir) => filesEndingWith(join(root, dir), '.css.ts'))
  .filter(checked);
const componentFiles = ['design-system', 'catalogue']
  .flatMap((dir) => filesEndingWith(join(root, dir), '.tsx'))
  .filter(checked);

describe('no literal colour or size outside tokens/', () => {
  it('finds the style files and components of the design system and the catalogue', () => {
    expect(styleFiles.length).toBeGreaterThan(20);
    expect(styleFiles.some((file) => relative(root, file).startsWith('catalogue/'))).toBe(true);
    expect(componentFiles.length).toBeGreaterThan(100);
    expect(componentFiles.some((file) => relative(root, file).startsWith('catalogue/'))).toBe(true);
  });

  it('every colour and size in a component style comes from the theme contract', () => {
    const offenders = styleFiles.flatMap((file) =>
      styleFileOffenders(relative(root, file), readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('every colour and size in an inline style prop comes from the theme contract', () => {
    const offenders = componentFiles.flatMap((file) =>
      inlineStyleOffenders(relative(root, file), readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('the checks catch literals (so the two tests above can fail)', () => {
    const sample = [
      'export const a = style({ color: "#fff" });',
      'export const b = style({ padding: "0.5rem 1px" });',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a sample, not a template
      'export const c = style({ border: `1px solid ${vars.color.border}` });',
      "export const d = style({ backgroundColor: 'white' });",
      'export const e = style({ color: rgb(0, 0, 0) });',
      'export const f = style({ gap: vars.space.md, opacity: 0.5, zIndex: 2 });',
      '// a comment about 12px and #000 is no style',
    ].join('\n');
    expect(styleFileOffenders('sample.css.ts', sample).map((line) => line.split(':')[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);

    const component = [
      '<ul style={{ listStyle: "none", padding: 0, gap: "0.5rem" }}>',
      '<div style={{ color: "black" }} />',
      '<div',
      '  style={{',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a sample, not a template
      '    border: `${vars.size.border} solid hsl(0 0% 0%)`,',
      '  }}',
      '/>',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a sample, not a template
      '<div style={{ transform: `translateX(${-100 * current}%)`, objectPosition: image.objectPosition }} />',
      '<div style={pageThemeStyle(theme)} />',
      '<p className="black">Blackfriars</p>',
    ].join('\n');
    expect(inlineStyles(component).map(({ line }) => line)).toEqual([1, 2, 4, 8]);
    expect(inlineStyleOffenders('Sample.tsx', component).map((line) => line.split(':')[1])).toEqual(['1', '2', '4']);
  });
});
