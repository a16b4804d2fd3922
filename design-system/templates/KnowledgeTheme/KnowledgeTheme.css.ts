import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const period = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  paddingBlock: vars.space.md,
  fontSize: vars.fontSize.lg,
});

export const periodLabel = style({ fontWeight: vars.fontWeight.bold });
