import type { Typeface } from '@tokens/typefaces';

/** One @font-face of a brand typeface: a woff2 file, its style, and the weights it serves. */
export interface FontFile {
  style: 'normal' | 'italic';
  /** A range for a variable file; the weight of a static instance (a range when it also stands in for others). */
  weight: string;
  file: string;
}

/**
 * The font files of each brand typeface (tokens/typefaces.ts), Latin subset, by import path. fonts.css.ts declares
 * them; the build emits each once as a hashed asset. The runtime preloads each typeface's first-view file
 * (runtime/render/fontPreloads.ts imports the same paths).
 *
 * Fraunces comes as two static instances cut from its variable file (scripts/font-instances.ts): 600 for headings
 * (also serving bold, which it is drawn at), 400 for display text at regular weight. The Source Sans 3 upright is the
 * variable file (running text uses 400 to 700); its italic is a static 400 instance, bold italic synthesised.
 */
export const typefaceFiles: Record<Typeface, FontFile[]> = {
  display: [
    { style: 'normal', weight: '600 900', file: '@design-system/theme/fonts/fraunces-latin-600.woff2' },
    { style: 'normal', weight: '100 500', file: '@design-system/theme/fonts/fraunces-latin-400.woff2' },
  ],
  text: [
    {
      style: 'normal',
      weight: '100 900',
      file: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
    },
    { style: 'italic', weight: '400', file: '@design-system/theme/fonts/source-sans-3-latin-italic-400.woff2' },
  ],
};
