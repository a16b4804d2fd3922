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
  font: {
    body: "'Helvetica Neue', Arial, 'Liberation Sans', sans-serif",
    heading: "Georgia, 'Times New Roman', 'Liberation Serif', serif",
    mono: "'DejaVu Sans Mono', Menlo, monospace",
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: '1.25rem',
    xl: '1.5rem',
    '2xl': '2rem',
    '3xl': '2.75rem',
    '4xl': '3.5rem',
    /** The MegaHeading block's page heading on wide screens. */
    '5xl': '5rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
  },
  letterSpacing: {
    /** Small uppercase labels (tags, type labels, chapter markers). */
    label: '0.06em',
    /** Oversized status codes and similar display labels. */
    wide: '0.08em',
  },
  lineHeight: {
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
    measure: '42rem',
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
  },
  motion: {
    fast: '120ms',
    normal: '220ms',
  },
  zIndex: {
    base: '0',
    header: '10',
    articleWrapper: '20',
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
