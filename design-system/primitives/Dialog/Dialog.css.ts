import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const dialog = style({
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: 0,
  maxWidth: `min(${vars.size.measure}, calc(100vw - ${vars.space.xl}))`,
  width: '100%',
  backgroundColor: vars.color.primaryBackground,
  color: vars.color.primaryForeground,
  boxShadow: vars.shadow.raised,
  selectors: { '&::backdrop': { backgroundColor: vars.color.overlay } },
});

/** Wide: for images (the lightbox). */
export const wide = style({ maxWidth: `min(${vars.size.container}, calc(100vw - ${vars.space.xl}))` });

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  paddingBlockEnd: 0,
});

export const body = style({ padding: vars.space.lg });
