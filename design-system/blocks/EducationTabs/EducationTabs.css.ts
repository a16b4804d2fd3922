import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const variant = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.md,
});
