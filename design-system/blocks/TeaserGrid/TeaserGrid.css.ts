import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
});

export const overviewLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  fontWeight: vars.fontWeight.bold,
  textUnderlineOffset: vars.size.underlineOffsetWide,
});
