import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

/** Visually hidden until it receives keyboard focus. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: vars.space.md,
  zIndex: vars.zIndex.skipLink,
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.impactBackground,
  color: vars.color.impactForeground,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus, &:focus-visible': { transform: 'none' },
  },
});
