import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  backgroundColor: vars.color.impactBackground,
  color: vars.color.impactForeground,
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  flex: `1 1 ${vars.size.playerDetails}`,
  minWidth: 0,
});

export const episodeTitle = style({ fontWeight: vars.fontWeight.bold });

export const meta = style({ fontSize: vars.fontSize.sm });

export const roundButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.target,
  height: vars.size.target,
  flexShrink: 0,
  padding: 0,
  border: `${vars.size.borderStrong} solid currentColor`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
});

export const playIcon = style({
  width: 0,
  height: 0,
  marginInlineStart: vars.space['3xs'],
  borderBlock: `${vars.space.xs} solid transparent`,
  borderInlineStart: `${vars.space.sm} solid currentColor`,
});

export const pauseIcon = style({
  width: vars.space.sm,
  height: vars.space.md,
  borderInline: `${vars.space['2xs']} solid currentColor`,
});

export const closeIcon = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });
