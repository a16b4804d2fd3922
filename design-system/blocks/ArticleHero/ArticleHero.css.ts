import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.label,
  margin: 0,
});

export const intro = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug, margin: 0 });
