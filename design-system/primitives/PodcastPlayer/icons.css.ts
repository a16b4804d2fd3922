import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

/** Play and pause icons, drawn with borders in the current colour: a triangle, two bars. */
export const playIcon = style({
  width: 0,
  height: 0,
  marginInlineStart: vars.space['3xs'],
  borderBlock: `${vars.space.xs} solid transparent`,
  borderInlineStart: `${vars.space.sm} solid currentColor`,
});

export const pauseIcon = style({
  width: vars.space.sm,
  height: vars.space.md,
  borderInline: `${vars.space['2xs']} solid currentColor`,
});
