import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const banner = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.gridDebug,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.impactBackground,
  color: vars.color.impactForeground,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});

export const leave = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
});
