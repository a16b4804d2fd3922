import { style } from '@vanilla-extract/css';
import { baseTokens } from '@tokens/base';

/**
 * The compare-all-site-themes story: one panel per site theme, one below the other, each as wide as the canvas. The
 * header lays itself out by the viewport's width (media queries), so a panel narrower than the viewport would squeeze
 * its desktop bar until links overlap (axe's target-size found one). Base tokens only.
 */
const { color, font, fontSize, fontWeight, size, space } = baseTokens;

export const panels = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.md,
  padding: space.sm,
});

export const panel = style({
  minWidth: 0,
  overflow: 'hidden',
  border: `${size.border} solid ${color.mutedForeground}`,
});

/** The theme's name above its panel, outside the theme (the catalogue's own plain look). */
export const panelLabel = style({
  margin: 0,
  padding: space.xs,
  fontFamily: font.body,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.bold,
  color: color.primaryForeground,
  backgroundColor: color.primaryBackground,
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, padding: space.md });
