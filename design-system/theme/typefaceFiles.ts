import type { Typeface } from '@tokens/typefaces';

/**
 * The font files of each brand typeface (tokens/typefaces.ts): the Latin subset of its variable woff2, one file per
 * style, by package path. fonts.css.ts declares them; the build emits each once as a hashed asset. The runtime
 * preloads the upright file of each typeface a site uses (runtime/render/fontPreloads.ts imports the same paths).
 */
export const typefaceFiles: Record<Typeface, { style: 'normal' | 'italic'; file: string }[]> = {
  display: [{ style: 'normal', file: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2' }],
  text: [
    { style: 'normal', file: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2' },
    { style: 'italic', file: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-italic.woff2' },
  ],
};
