import { style } from '@vanilla-extract/css';
import { baseTokens } from '@tokens/base';

/**
 * The catalogue's own toolbar: deliberately plain and outside every site theme, so it reads the
 * base tokens' raw values (not the theme's CSS variables, which a story's site theme overrides).
 */
const { color, font, fontSize, fontWeight, radius, size, space } = baseTokens;

/** In Ladle's toolbar: three compact labelled selects in a row, beside Ladle's own buttons. */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
  padding: `0 ${space.xs}`,
  color: color.primaryForeground,
  fontFamily: font.body,
  fontSize: fontSize.sm,
});

export const field = style({ display: 'flex', alignItems: 'center', gap: space['2xs'] });

export const label = style({ fontWeight: fontWeight.bold });

export const select = style({
  minHeight: size.target,
  minWidth: `calc(${size.target} * 4)`,
  padding: `0 ${space.xs}`,
  font: 'inherit',
  color: color.primaryForeground,
  backgroundColor: color.primaryBackground,
  border: `${size.border} solid ${color.mutedForeground}`,
  borderRadius: radius.sm,
  selectors: {
    '&:focus-visible': { outline: `${size.focusRing} solid ${color.focusRing}`, outlineOffset: size.borderStrong },
  },
});
