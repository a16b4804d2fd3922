import { style } from '@vanilla-extract/css';
import { baseTokens } from '../../../tokens/base';

/**
 * The compare-all-site-themes story: one panel per site theme, side by side where the canvas is wide
 * enough (two or more columns from 1280 px), one below the other on narrow screens. Base tokens only.
 */
const { color, font, fontSize, fontWeight, size, space } = baseTokens;

export const panels = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(${size.measure} * 0.9)), 1fr))`,
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
