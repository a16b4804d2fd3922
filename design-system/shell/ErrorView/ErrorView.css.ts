import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const errorView = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlock: vars.space['3xl'],
});

export const code = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
});
