import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
});

export const status = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const hint = style({ margin: 0, color: vars.color.mutedForeground });

export const terms = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const termsList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
