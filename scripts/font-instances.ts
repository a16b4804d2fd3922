/**
 * Static instances of the brand typefaces' variable fonts, cut from the npm font packages with HarfBuzz
 * (subset-font): the same Latin subset (the code points of fontsource's "latin" file, which fonts.css.ts declares
 * as the faces' unicode-range) with the weight axis pinned. A pinned instance drops the variation data, which is
 * about half of each file:
 * - Fraunces at 600 (headings, preloaded on every page): 17.9 KB instead of the variable file's 36.6 KB;
 * - Fraunces at 400 (statements, ribbons, subheadings; loaded where a page has them);
 * - Source Sans 3 italic at 400 (emphasis; bold italic is synthesised): 14.7 KB instead of 28.5 KB.
 * The upright Source Sans 3 stays variable: running text uses four weights, and a pinned range saves nothing.
 *
 * `npm run fonts` writes them to design-system/theme/fonts/ (committed, so no build step depends on HarfBuzz);
 * scripts/font-instances.test.ts fails when the committed files are not what this makes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** fontsource's "latin" subset, as code point ranges (the same list as fonts.css.ts's unicode-range). */
export const LATIN_CODE_POINTS: [number, number?][] = [
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
];

export interface FontInstance {
  /** The file written under design-system/theme/fonts/. */
  file: string;
  /** The variable font it is cut from, in node_modules. */
  source: string;
  weight: number;
}

export const FONT_INSTANCES: FontInstance[] = [
  {
    file: 'fraunces-latin-600.woff2',
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    weight: 600,
  },
  {
    file: 'fraunces-latin-400.woff2',
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    weight: 400,
  },
  {
    file: 'source-sans-3-latin-italic-400.woff2',
    source: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-italic.woff2',
    weight: 400,
  },
];

export const FONTS_DIR = path.join(root, 'design-system/theme/fonts');

export async function makeInstance(instance: FontInstance): Promise<Buffer> {
  const variable = await readFile(path.join(root, 'node_modules', instance.source));
  let text = '';
  for (const [first, last = first] of LATIN_CODE_POINTS)
    for (let code = first; code <= last; code += 1) text += String.fromCodePoint(code);
  return subsetFont(variable, text, { targetFormat: 'woff2', variationAxes: { wght: instance.weight } });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const instance of FONT_INSTANCES) {
    const bytes = await makeInstance(instance);
    await writeFile(path.join(FONTS_DIR, instance.file), bytes);
    console.log(`${instance.file}: ${bytes.length} bytes`);
  }
}
