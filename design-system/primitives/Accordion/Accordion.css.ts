import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const accordion = style({ borderBlockStart: `${vars.size.border} solid ${vars.color.border}` });

export const item = style({ borderBlockEnd: `${vars.size.border} solid ${vars.color.border}` });

/** The heading keeps its level for the outline; its look is the button's. */
export const heading = style({ fontSize: vars.fontSize.lg, margin: 0 });

/** The section's button, on Disclosure's toggle: the whole width, the title before the chevron at the end. */
export const trigger = style({
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  paddingBlock: vars.space.sm,
  paddingInline: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
});

export const panel = style({ paddingBlockEnd: vars.space.md });
