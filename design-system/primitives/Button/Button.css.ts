import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * `data-force-state="hover"` shows the hover look without a pointer: the catalogue's state matrix
 * (Primitives/Button/States) sets it; the site never does.
 */
const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  border: `${vars.size.border} solid transparent`,
  borderRadius: vars.radius.pill,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** primary: the impact colours; secondary: outlined in the text colour; link: looks like a link. */
export const button = styleVariants({
  primary: [
    base,
    {
      backgroundColor: vars.color.impactBackground,
      color: vars.color.impactForeground,
      selectors: { '&:hover:not(:disabled), &[data-force-state="hover"]': { textDecoration: 'underline' } },
    },
  ],
  secondary: [
    base,
    {
      backgroundColor: 'transparent',
      color: 'inherit',
      borderColor: 'currentColor',
      selectors: { '&:hover:not(:disabled), &[data-force-state="hover"]': { textDecoration: 'underline' } },
    },
  ],
  link: [
    base,
    {
      backgroundColor: 'transparent',
      color: 'inherit',
      paddingInline: vars.space['2xs'],
      borderRadius: vars.radius.sm,
      textDecoration: 'underline',
      textUnderlineOffset: vars.size.underlineOffset,
      selectors: {
        '&:hover:not(:disabled), &[data-force-state="hover"]': { textDecorationThickness: vars.size.underlineStrong },
      },
    },
  ],
});

const chevronBase = style({
  display: 'block',
  width: vars.space.sm,
  height: vars.space.sm,
  borderInlineEnd: `${vars.size.borderStrong} solid currentColor`,
  borderBlockEnd: `${vars.size.borderStrong} solid currentColor`,
});

/** Arrow heads drawn with borders; they follow the reading direction. */
export const chevron = styleVariants({
  previous: [chevronBase, { transform: 'rotate(135deg)', marginInlineStart: vars.space['2xs'] }],
  next: [chevronBase, { transform: 'rotate(-45deg)', marginInlineEnd: vars.space['2xs'] }],
});
