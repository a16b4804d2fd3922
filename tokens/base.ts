import { fontStack } from './typefaces';

/** Comfortable reading width for running text (size.measure; also the widest an image in running text is shown). */
export const READING_MEASURE = '42rem';

/**
 * The complete base theme: every value a component may use. Site themes override only the parts
 * they change (see sites.ts). Values here are the only literal colours and sizes in the project.
 */
export const baseTokens = {
  color: {
    /** The four primary colours of the spec; a site and a page may override them. */
    primaryBackground: '#ffffff',
    primaryForeground: '#1a1a1a',
    impactBackground: '#1d3557',
    impactForeground: '#ffffff',
    /** Neutral surfaces and text derived for the base. */
    surface: '#f4f1ec',
    surfaceForeground: '#1a1a1a',
    mutedForeground: '#4d4d4d',
    border: '#6b6b6b',
    focusRing: '#1a56db',
    focusRingContrast: '#ffffff',
    link: '#1a1a1a',
    errorForeground: '#a4161a',
    overlay: 'rgba(0, 0, 0, 0.55)',
    overlayForeground: '#ffffff',
  },
  /** Font stacks of the brand typefaces (typefaces.ts): a site may set headings in the text face. */
  font: {
    body: /* @__PURE__ */ fontStack('text'),
    heading: /* @__PURE__ */ fontStack('display'),
    mono: "'DejaVu Sans Mono', Menlo, monospace",
  },
  /**
   * The type scale: a ratio of about 1.25 on small screens growing to about 1.33 on wide ones. Running text and
   * everything above it grow fluidly with the viewport between a minimum (at 390 px) and a maximum (at 1280 px)
   * in rem, so they still follow the reader's own font size and zoom (WCAG 1.4.4).
   */
  fontSize: {
    /** Captions, tags and small labels. */
    xs: '0.875rem',
    /** Secondary text: metadata, dates, table cells. */
    sm: '1rem',
    /** Running text: 17 px on a phone, 19 px on a wide screen. */
    md: 'clamp(1.0625rem, 1.01rem + 0.22vw, 1.1875rem)',
    /** Lead paragraphs and small headings. */
    lg: 'clamp(1.1875rem, 1.1rem + 0.4vw, 1.4375rem)',
    xl: 'clamp(1.375rem, 1.2rem + 0.75vw, 1.875rem)',
    '2xl': 'clamp(1.75rem, 1.45rem + 1.25vw, 2.5rem)',
    '3xl': 'clamp(2.125rem, 1.6rem + 2.1vw, 3.5rem)',
    '4xl': 'clamp(2.5rem, 1.7rem + 3.2vw, 4.75rem)',
    /** The MegaHeading block's page heading on wide screens. */
    '5xl': 'clamp(3rem, 1.8rem + 4.6vw, 6.5rem)',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
    /** Headings: the display serif reads best a little lighter than bold; a sans heading face takes bold. */
    heading: '600',
  },
  letterSpacing: {
    /** Small uppercase labels (tags, type labels, chapter markers). */
    label: '0.06em',
    /** Oversized status codes and similar display labels. */
    wide: '0.08em',
    /** Large headings close up a little. */
    display: '-0.015em',
  },
  lineHeight: {
    /** Display headings of one or two lines. */
    display: '1.1',
    tight: '1.15',
    snug: '1.3',
    normal: '1.55',
  },
  space: {
    none: '0',
    '3xs': '0.125rem',
    '2xs': '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    '2xl': '3rem',
    '3xl': '4.5rem',
    '4xl': '6rem',
  },
  size: {
    /** Widest the page grid grows. */
    container: '90rem',
    /** Comfortable reading width for running text. */
    measure: READING_MEASURE,
    /** Minimum target size for pointer and touch (WCAG 2.5.8 asks 24 px; we use 44 px). */
    target: '2.75rem',
    logo: '2.5rem',
    focusRing: '3px',
    border: '1px',
    /** Emphasised borders: button and disclosure chevrons, player and poster outlines. */
    borderStrong: '2px',
    /** Link underlines: resting and on hover. */
    underline: '1px',
    underlineStrong: '2px',
    underlineOffset: '0.2em',
    /** Underlines in navigation and larger links sit a little lower. */
    underlineOffsetWide: '0.3em',
    /** One device pixel box: the visually-hidden technique's clip size. */
    hairline: '1px',
    /** The smallest width the podcast player's text column shrinks to before wrapping. */
    playerDetails: '12rem',
    /** The podcast player's position slider: its track's height. */
    playerTrack: '0.375rem',
    gridColumns: '12',
    gridGutter: '1.5rem',
    /**
     * A compact list row's thumbnail (search results, podcast episodes, ticket types) from md; two thirds of it on
     * narrow screens. The same as thumbnail.ts, which the row's `sizes` attribute reads (thumbnail.test.ts).
     */
    thumbnail: '11.25rem',
  },
  radius: {
    none: '0',
    sm: '0.25rem',
    md: '0.5rem',
    pill: '999px',
  },
  shadow: {
    raised: '0 2px 8px rgba(0, 0, 0, 0.18)',
    /** A surface pinned to the bottom of the viewport (the podcast player), casting its shadow upwards. */
    raisedAbove: '0 -2px 8px rgba(0, 0, 0, 0.18)',
  },
  motion: {
    fast: '120ms',
    normal: '220ms',
  },
  zIndex: {
    base: '0',
    header: '10',
    articleWrapper: '20',
    /** The header over an article's sheet while one of its menus is open. */
    openHeaderMenu: '25',
    /** The podcast player's bar, pinned to the bottom above the page and the article sheet. */
    player: '30',
    dialog: '40',
    skipLink: '50',
    gridDebug: '60',
  },
} as const;

/** The shape of a full theme: same keys as the base, every leaf a string. */
export type ThemeTokens = {
  [Group in keyof typeof baseTokens]: { [Key in keyof (typeof baseTokens)[Group]]: string };
};

/** A partial override: any subset of any group. */
export type ThemeOverride = {
  [Group in keyof ThemeTokens]?: Partial<ThemeTokens[Group]>;
};

/** Deep-merges a partial override onto the base (Polaris-style). */
export function resolveTheme(override: ThemeOverride = {}): ThemeTokens {
  const result = {} as Record<string, Record<string, string>>;
  for (const group of Object.keys(baseTokens) as (keyof ThemeTokens)[]) {
    result[group] = { ...baseTokens[group], ...(override[group] ?? {}) };
  }
  return result as ThemeTokens;
}
