import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const video = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

export const frame = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});

/** The slot the player is put into; its element fills the frame. */
export const playerSlot = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  selectors: { '&:empty': { display: 'none' } },
});

export const poster = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.impactForeground,
  cursor: 'pointer',
});

export const posterImage = style({ width: '100%', height: '100%', aspectRatio: '16 / 9' });

/** A round play sign in the impact colours, with a triangle drawn by borders. */
export const playSign = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['3xl'],
  height: vars.space['3xl'],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.impactBackground,
  border: `${vars.size.borderStrong} solid ${vars.color.impactForeground}`,
  selectors: {
    [`${poster}:hover &, ${poster}:focus-visible &`]: {
      outline: `${vars.size.borderStrong} solid ${vars.color.impactForeground}`,
    },
  },
});

export const playTriangle = style({
  width: 0,
  height: 0,
  marginInlineStart: vars.space['2xs'],
  borderBlock: `${vars.space.sm} solid transparent`,
  borderInlineStart: `${vars.space.md} solid currentColor`,
});

export const label = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.label,
});

export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const caption = style({ color: vars.color.mutedForeground, fontSize: vars.fontSize.sm });

export const transcript = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
