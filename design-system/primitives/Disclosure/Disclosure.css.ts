import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const disclosure = style({});

/**
 * Underlined under the pointer, as the accordion's buttons are. `data-force-state="hover"` shows that look without a
 * pointer: the catalogue's state matrix (Primitives/Disclosure/States) sets it; the site never does.
 */
export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.target,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.medium,
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover, &[data-force-state="hover"]': { textDecoration: 'underline' },
  },
});

/** The chevron turns when the disclosure is open. */
export const marker = style({
  width: vars.space.sm,
  height: vars.space.sm,
  borderInlineEnd: `${vars.size.borderStrong} solid currentColor`,
  borderBlockEnd: `${vars.size.borderStrong} solid currentColor`,
  transform: 'rotate(45deg)',
  transition: `transform ${vars.motion.fast}`,
  flexShrink: 0,
});
globalStyle(`${disclosure}[open] > ${summary} > ${marker}`, { transform: 'rotate(225deg)' });

export const panel = style({ paddingBlock: vars.space.xs });
