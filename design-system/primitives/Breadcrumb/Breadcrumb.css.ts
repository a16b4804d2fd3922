import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xs,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, maxWidth: '100%' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  textDecoration: 'underline',
  textUnderlineOffset: vars.size.underlineOffset,
  selectors: {
    '&[aria-current="page"]': { textDecoration: 'none', fontWeight: vars.fontWeight.medium },
  },
});

/** A small chevron between items, drawn with borders (decorative, hidden from assistive technology). */
export const separator = style({
  width: vars.space.xs,
  height: vars.space.xs,
  borderInlineEnd: `${vars.size.border} solid currentColor`,
  borderBlockStart: `${vars.size.border} solid currentColor`,
  transform: 'rotate(45deg)',
  flexShrink: 0,
});
