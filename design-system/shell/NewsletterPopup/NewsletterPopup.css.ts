import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

const rise = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.lg})` },
  to: { opacity: 1, transform: 'none' },
});

/** A card in the lower corner, over the page but not blocking it; it rises in unless motion is reduced. */
export const card = style({
  position: 'fixed',
  insetInlineEnd: vars.space.md,
  insetBlockEnd: vars.space.md,
  zIndex: vars.zIndex.dialog,
  width: `min(${vars.size.measure}, calc(100vw - ${vars.space.xl}))`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primaryBackground,
  color: vars.color.primaryForeground,
  boxShadow: vars.shadow.raised,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${rise} ${vars.motion.normal} ease-out` },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const text = style({ maxWidth: vars.size.measure });
