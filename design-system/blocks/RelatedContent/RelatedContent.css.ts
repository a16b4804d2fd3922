import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
});
