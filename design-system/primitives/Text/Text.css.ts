import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const text = style({ fontFamily: vars.font.body, lineHeight: vars.lineHeight.normal });

/** Sizes of running text from the type scale (headings have their own, see Heading). */
export const size = styleVariants({
  xs: { fontSize: vars.fontSize.xs },
  sm: { fontSize: vars.fontSize.sm },
  md: { fontSize: vars.fontSize.md },
  lg: { fontSize: vars.fontSize.lg },
});

/**
 * `default` inherits the surface's text colour (so it reads on impact and surface backgrounds too);
 * `muted` is the theme's secondary text colour, for the page and surface backgrounds only.
 */
export const tone = styleVariants({
  default: {},
  muted: { color: vars.color.mutedForeground },
});

export const weight = styleVariants({
  regular: { fontWeight: vars.fontWeight.regular },
  bold: { fontWeight: vars.fontWeight.bold },
});
