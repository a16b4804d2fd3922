import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const today = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const lines = style({ display: 'grid', gap: vars.space['2xs'], maxWidth: vars.size.measure });

export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border}`,
  // Figures of even width, so the hours line up down the week.
  fontVariantNumeric: 'tabular-nums',
});

export const hours = style({ fontWeight: vars.fontWeight.bold });

export const reason = style({ flexBasis: '100%', fontSize: vars.fontSize.sm });
