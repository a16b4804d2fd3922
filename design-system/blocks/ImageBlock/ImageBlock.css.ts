import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const figure = style({
  paddingBlock: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
