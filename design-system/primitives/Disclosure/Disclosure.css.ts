import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const disclosure = style({});

/**
 * What shows and hides a section, the native summary or a disclosure button (an accordion's section): one line at
 * least a target high, underlined under the pointer. `data-force-state="hover"` shows that look without a pointer:
 * the catalogue's state matrices (Primitives/Disclosure/States, Primitives/Accordion/States) set it; the site never
 * does.
 */
export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  cursor: 'pointer',
  selectors: { '&:hover, &[data-force-state="hover"]': { textDecoration: 'underline' } },
});

/** The native summary: the chevron before the text. */
export const summary = style([
  toggle,
  {
    gap: vars.space.xs,
    fontWeight: vars.fontWeight.medium,
    listStyle: 'none',
    selectors: { '&::-webkit-details-marker': { display: 'none' } },
  },
]);

/** The chevron turns when the section is open: its details element open, or its button expanded. */
export const marker = style({
  width: vars.space.sm,
  height: vars.space.sm,
  borderInlineEnd: `${vars.size.borderStrong} solid currentColor`,
  borderBlockEnd: `${vars.size.borderStrong} solid currentColor`,
  transform: 'rotate(45deg)',
  transition: `transform ${vars.motion.fast}`,
  flexShrink: 0,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(225deg)' } },
});
globalStyle(`${disclosure}[open] > ${summary} > ${marker}`, { transform: 'rotate(225deg)' });

export const panel = style({ paddingBlock: vars.space.xs });
