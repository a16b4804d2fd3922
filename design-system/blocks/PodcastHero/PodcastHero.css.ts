import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

/** min-width 0 and wrapping anywhere: a long title or show name never widens the page at 320 px. */
export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlockStart: vars.space.xs,
});

export const external = style({
  color: 'inherit',
  minHeight: vars.size.target,
  display: 'inline-flex',
  alignItems: 'center',
});
