import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

/**
 * `data-force-state="hover"` and `"active"` show the hover and pressed looks without a pointer: the catalogue's
 * state matrix (Primitives/Button/States) sets them; the site never does. A button that is disabled, or
 * unavailable while it loads (`aria-disabled`), has neither.
 */
const hover = '&:hover:not(:disabled):not([aria-disabled="true"]), &[data-force-state="hover"]';

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
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    /** Pressed: the button gives a little under the pointer or the key (no movement, so no reduced-motion case). */
    '&:active:not(:disabled):not([aria-disabled="true"]), &[data-force-state="active"]': { transform: 'scale(0.96)' },
    /** Loading: unavailable, but not faded (the label stays readable beside the spinner). */
    '&[aria-busy="true"]:not(:disabled)': { cursor: 'progress', opacity: 1 },
  },
});

/**
 * primary: the impact colours; secondary: outlined in the text colour; inverse: the impact colours turned round, for
 * a button on an impact surface; link: looks like a link. Buttons (Button) and links (ButtonLink) share these.
 */
export const button = styleVariants({
  primary: [
    base,
    {
      backgroundColor: vars.color.impactBackground,
      color: vars.color.impactForeground,
      selectors: { [hover]: { textDecoration: 'underline' } },
    },
  ],
  inverse: [
    base,
    {
      backgroundColor: vars.color.impactForeground,
      color: vars.color.impactBackground,
      selectors: { [hover]: { textDecoration: 'underline' } },
    },
  ],
  secondary: [
    base,
    {
      backgroundColor: 'transparent',
      color: 'inherit',
      borderColor: 'currentColor',
      selectors: { [hover]: { textDecoration: 'underline' } },
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
      selectors: { [hover]: { textDecorationThickness: vars.size.underlineStrong } },
    },
  ],
});

export type ButtonVariant = keyof typeof button;

/**
 * A button whose content is an icon (its name an aria-label or visually hidden text): no padding, so it is a round
 * 44 × 44 px target; content that shows from some width on (a word beside the icon) brings its own margin. While it
 * loads, the spinner stands beside the icon in a short pill.
 */
export const iconOnly = style({
  paddingInline: 0,
  paddingBlock: 0,
  selectors: { '&[aria-busy="true"]': { paddingInline: vars.space.xs } },
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

const turn = keyframes({ to: { transform: 'rotate(1turn)' } });

/**
 * A loading button's spinner, before its label: a ring with a gap, turning; it stands still for visitors who prefer
 * reduced motion (the gap still reads as "in progress"). Decorative: `aria-busy` says the button is busy.
 */
export const spinner = style({
  flexShrink: 0,
  width: vars.space.md,
  height: vars.space.md,
  border: `${vars.size.borderStrong} solid currentColor`,
  borderInlineEndColor: 'transparent',
  borderRadius: vars.radius.pill,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${turn} 0.8s linear infinite` },
  },
});
