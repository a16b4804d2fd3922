import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
});

export const form = style({ display: 'block' });

export const field = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const label = style({ width: '100%', fontWeight: vars.fontWeight.medium });

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: vars.size.target,
  paddingInline: vars.space.sm,
  font: 'inherit',
  color: vars.color.primaryForeground,
  backgroundColor: vars.color.primaryBackground,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const submit = style({
  minHeight: vars.size.target,
  paddingInline: vars.space.lg,
  border: `${vars.size.border} solid ${vars.color.primaryForeground}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.primaryForeground,
  color: vars.color.primaryBackground,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
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
