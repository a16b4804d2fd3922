import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const text = style({ maxWidth: vars.size.measure });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const signup = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.impactBackground,
  color: vars.color.impactForeground,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const dismiss = style({
  minHeight: vars.size.target,
  paddingInline: vars.space.md,
  border: `${vars.size.border} solid currentColor`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
});

const rise = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.lg})` },
  to: { opacity: 1, transform: 'none' },
});

/** The dialog rises in, unless the visitor prefers reduced motion (then it simply appears). */
globalStyle(`dialog[open]:has(${content})`, {
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${rise} ${vars.motion.normal} ease-out`,
    },
  },
});
