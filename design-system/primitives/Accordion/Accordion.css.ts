import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const accordion = style({ borderBlockStart: `${vars.size.border} solid ${vars.color.border}` });

export const item = style({ borderBlockEnd: `${vars.size.border} solid ${vars.color.border}` });

/** The heading keeps its level for the outline; its look is the button's. */
export const heading = style({ fontSize: vars.fontSize.lg, margin: 0 });

/**
 * `data-force-state="hover"` shows the hover look without a pointer: the catalogue's state matrix
 * (Primitives/Accordion/States) sets it; the site never does.
 */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  minHeight: vars.size.target,
  paddingBlock: vars.space.sm,
  paddingInline: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover, &[data-force-state="hover"]': { textDecoration: 'underline' } },
});

/** The chevron turns when the section is open (same drawing as Disclosure's). */
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

export const panel = style({ paddingBlockEnd: vars.space.md });
