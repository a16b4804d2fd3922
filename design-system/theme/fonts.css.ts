import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import arialBoldItalic from '@capsizecss/metrics/arial/700italic';
import arialItalic from '@capsizecss/metrics/arial/italic';
import fraunces from '@capsizecss/metrics/fraunces';
import fraunces600 from '@capsizecss/metrics/fraunces/600';
import sourceSans3 from '@capsizecss/metrics/sourceSans3';
import sourceSans3Bold from '@capsizecss/metrics/sourceSans3/700';
import sourceSans3BoldItalic from '@capsizecss/metrics/sourceSans3/700italic';
import sourceSans3Italic from '@capsizecss/metrics/sourceSans3/italic';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import timesNewRomanBold from '@capsizecss/metrics/timesNewRoman/700';
import { globalFontFace } from '@vanilla-extract/css';
import { fallbackFamily, type Typeface, typefaces } from '@tokens/typefaces';
import { typefaceFiles } from './typefaceFiles';

/**
 * The brand typefaces (tokens/typefaces.ts) as @font-face rules in the one stylesheet: each face's Latin subset
 * (Danish, German and Swedish letters included; other letters fall through to the fallback face), a woff2 from
 * its npm font package or a static instance cut from it (typefaceFiles.ts), emitted by the build as a hashed asset
 * under /assets/ (served immutable for a year) and shown with `font-display: swap`. The runtime preloads the faces a site's first view needs
 * (runtime/pages/+Head.tsx). Together they stay within the font budget (tests/browser/helpers/firstLoad.ts).
 *
 * Each typeface also gets a fallback face: the local system font the stack would show anyway, with
 * size-adjust and ascent/descent/line-gap overrides computed by Capsize from both fonts' metrics, so text set in
 * the fallback takes the room the brand face will take and the swap moves nothing (CLS 0, bench/RESULTS.md).
 * Arial's and Times New Roman's metrics are those of their metric-compatible twins Liberation Sans/Arimo and
 * Liberation Serif/Tinos, so one set of overrides serves Windows, macOS and Linux.
 */

/** Latin, Latin-1 supplement and the common punctuation of fontsource's "latin" subset. */
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

for (const typeface of Object.keys(typefaceFiles) as Typeface[]) {
  const { family } = typefaces[typeface];
  globalFontFace(
    `'${family}'`,
    typefaceFiles[typeface].map(({ style, weight, file }) => ({
      src: `url('${file}') format('woff2')`,
      fontStyle: style,
      fontWeight: weight,
      fontDisplay: 'swap',
      unicodeRange: LATIN,
    })),
  );
}

type Metrics = Parameters<typeof createFontStack>[0][number];

interface FallbackFace {
  style: 'normal' | 'italic';
  /** The weights this face stands in for: regular text, or bold text and headings. */
  weight: '100 500' | '600 900';
  /** The brand face's metrics at that weight and style, and the local font's. */
  brand: Metrics;
  local: Metrics;
  /** Full and PostScript names of the local font and its metric-compatible twins. */
  names: string[];
}

const FALLBACK_FACES: Record<Typeface, FallbackFace[]> = {
  display: [
    {
      style: 'normal',
      weight: '100 500',
      brand: fraunces,
      local: timesNewRoman,
      names: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif', 'Tinos', 'Tinos-Regular'],
    },
    {
      style: 'normal',
      weight: '600 900',
      brand: fraunces600,
      local: timesNewRomanBold,
      names: [
        'Times New Roman Bold',
        'TimesNewRomanPS-BoldMT',
        'Liberation Serif Bold',
        'LiberationSerif-Bold',
        'Tinos Bold',
        'Tinos-Bold',
      ],
    },
  ],
  text: [
    {
      style: 'normal',
      weight: '100 500',
      brand: sourceSans3,
      local: arial,
      names: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
    },
    {
      style: 'normal',
      weight: '600 900',
      brand: sourceSans3Bold,
      local: arialBold,
      names: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
    },
    {
      style: 'italic',
      weight: '100 500',
      brand: sourceSans3Italic,
      local: arialItalic,
      names: [
        'Arial Italic',
        'Arial-ItalicMT',
        'Liberation Sans Italic',
        'LiberationSans-Italic',
        'Arimo Italic',
        'Arimo-Italic',
      ],
    },
    {
      style: 'italic',
      weight: '600 900',
      brand: sourceSans3BoldItalic,
      local: arialBoldItalic,
      names: [
        'Arial Bold Italic',
        'Arial-BoldItalicMT',
        'Liberation Sans Bold Italic',
        'LiberationSans-BoldItalic',
        'Arimo Bold Italic',
        'Arimo-BoldItalic',
      ],
    },
  ],
};

/** Capsize's size-adjust and metric overrides that make `local` take the room of `brand`. */
function fallbackOverrides(brand: Metrics, local: Metrics): Record<string, string> {
  const [face] = createFontStack([brand, local], { fontFaceFormat: 'styleObject' }).fontFaces;
  const { fontFamily: _family, src: _src, ...overrides } = face?.['@font-face'] ?? {};
  return overrides as Record<string, string>;
}

for (const typeface of Object.keys(FALLBACK_FACES) as Typeface[]) {
  globalFontFace(
    `'${fallbackFamily(typeface)}'`,
    FALLBACK_FACES[typeface].map(({ style, weight, brand, local, names }) => ({
      src: names.map((name) => `local('${name}')`).join(', '),
      fontStyle: style,
      fontWeight: weight,
      ...fallbackOverrides(brand, local),
    })),
  );
}
