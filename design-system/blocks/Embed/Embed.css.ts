import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const officeFrame = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  border: `${vars.size.border} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const consentButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xs,
  border: `${vars.size.border} solid ${vars.color.impactBackground}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.impactBackground,
  color: vars.color.impactForeground,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  textAlign: 'start',
});
