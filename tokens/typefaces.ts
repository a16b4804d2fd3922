/**
 * The brand typefaces, self-hosted from npm font packages (design-system/theme/fonts.css.ts declares their
 * faces, with the Latin subset only). Each has a fallback face of the same name plus " Fallback": a local
 * system font resized and re-spaced to the brand face's metrics (size-adjust, ascent/descent overrides), so
 * the text takes the same room before and after the brand face arrives (font-display: swap) and nothing moves.
 *
 * A site theme chooses a typeface for headings and one for running text through the `font` tokens
 * (`font: { heading: fontStack('text') }`, see sites.ts); tokens know only the names.
 */
export const typefaces = {
  /** Fraunces: a soft, warm variable serif with old-style details, for headings and display text. */
  display: { family: 'Fraunces Variable', generic: 'serif' },
  /** Source Sans 3: a humanist sans for running text, with Danish, German and Swedish letters. */
  text: { family: 'Source Sans 3 Variable', generic: 'sans-serif' },
} as const;

export type Typeface = keyof typeof typefaces;

/** The font-family of a typeface's metric-matched local fallback face. */
export function fallbackFamily(typeface: Typeface): string {
  return `${typefaces[typeface].family} Fallback`;
}

/** A font stack: the brand face, its metric-matched fallback face, then the generic family. */
export function fontStack(typeface: Typeface): string {
  const { family, generic } = typefaces[typeface];
  return `'${family}', '${fallbackFamily(typeface)}', ${generic}`;
}

/** The typeface whose stack a `font` token holds, if it is one of the brand stacks. */
export function typefaceOfStack(stack: string): Typeface | undefined {
  return (Object.keys(typefaces) as Typeface[]).find((typeface) => fontStack(typeface) === stack);
}
