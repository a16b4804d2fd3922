import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

/** Layout helpers for primitives' stories only (the component itself owns no page layout). */
export const thumbnailGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.size.target} * 3), 1fr))`,
  gap: vars.space.md,
  padding: 0,
  listStyle: 'none',
});

export const thumbnailButton = style({
  width: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'zoom-in',
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: 0,
  paddingBlock: vars.space.md,
  listStyle: 'none',
});
