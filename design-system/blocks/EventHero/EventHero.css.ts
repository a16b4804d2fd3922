import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const text = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md });

export const subtitle = style({ fontSize: vars.fontSize.lg, maxWidth: vars.size.measure });

export const when = style({
  display: 'grid',
  gap: vars.space['2xs'],
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

/** The ticket prices (full width, for the prices to line up) and the purchase link at its own width. */
export const tickets = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  inlineSize: '100%',
  maxWidth: vars.size.measure,
});

export const calendarLink = style({
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textUnderlineOffset: vars.size.underlineOffsetWide,
});
