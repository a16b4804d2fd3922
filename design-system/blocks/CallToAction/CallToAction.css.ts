import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const list = style({
  listStyle: 'none',
  padding: 0,
  borderBlockStart: `${vars.size.border} solid ${vars.color.border}`,
});

export const item = style({ borderBlockEnd: `${vars.size.border} solid ${vars.color.border}` });
globalStyle(`${item} > a`, {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xs,
  minHeight: vars.size.target,
  paddingBlock: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  textUnderlineOffset: vars.size.underlineOffset,
});
