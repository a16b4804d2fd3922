import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const carousel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const viewport = style({ overflow: 'hidden' });

/** Slides side by side; the track slides to the current one, instantly when motion is reduced. */
export const track = style({
  display: 'flex',
  transition: `transform ${vars.motion.normal} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const slide = style({
  flex: '0 0 100%',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
});

export const imageButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'zoom-in',
});

export const caption = style({ color: vars.color.mutedForeground, fontSize: vars.fontSize.sm });

export const controls = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const counter = style({ fontVariantNumeric: 'tabular-nums', minWidth: vars.size.target, textAlign: 'center' });
