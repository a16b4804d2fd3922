import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const footer = style({
  marginTop: 'auto',
  backgroundColor: vars.color.impactBackground,
  color: vars.color.impactForeground,
  paddingBlock: vars.space['2xl'],
});

export const groupTitle = style({
  fontSize: vars.fontSize.md,
  marginBottom: vars.space.sm,
});

export const linkList = style({ listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`${linkList} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
});

export const inlineList = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
});

export const address = style({ fontStyle: 'normal' });

export const description = style({ marginTop: vars.space.sm, maxWidth: vars.size.measure });

export const socialList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
globalStyle(`${socialList} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.target,
  minWidth: vars.size.target,
  paddingInline: vars.space['2xs'],
});

export const socialIcon = style({ width: vars.space.lg, height: vars.space.lg });

export const bottom = style({
  paddingTop: vars.space.md,
  borderTop: `${vars.size.border} solid ${vars.color.impactForeground}`,
  fontSize: vars.fontSize.sm,
});
