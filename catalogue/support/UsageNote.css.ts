import { style } from '@vanilla-extract/css';
import { baseTokens } from '@tokens/base';

/**
 * The usage note above a story in full mode: like the settings switcher, plain and outside every site
 * theme (the base tokens' raw values), so it never reads as part of the component.
 */
const { color, font, fontSize, fontWeight, lineHeight, size, space } = baseTokens;

export const note = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${size.measure} / 2)), 1fr))`,
  gap: space.sm,
  margin: 0,
  padding: space.sm,
  color: color.primaryForeground,
  backgroundColor: color.primaryBackground,
  borderBlockEnd: `${size.border} solid ${color.mutedForeground}`,
  fontFamily: font.body,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.normal,
});

export const term = style({ fontWeight: fontWeight.bold });

export const detail = style({ margin: 0 });
