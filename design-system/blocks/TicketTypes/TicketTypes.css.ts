import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const variants = style({ width: '100%', maxWidth: vars.size.measure });

export const variant = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border}`,
  // Figures of even width, so the prices line up down the list.
  fontVariantNumeric: 'tabular-nums',
});

export const price = style({ fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });

/** A variant's number of places, on its own line under name and price. */
export const capacity = style({ flexBasis: '100%', fontSize: vars.fontSize.sm });

export const disclaimer = style({ fontSize: vars.fontSize.sm, maxWidth: vars.size.measure });
