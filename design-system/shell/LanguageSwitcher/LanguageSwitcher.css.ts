import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const list = style({
  display: 'flex',
  gap: vars.space['2xs'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

globalStyle(`${list} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  minWidth: vars.size.target,
  justifyContent: 'center',
  paddingInline: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'uppercase',
  textDecoration: 'none',
});

globalStyle(`${list} a[aria-current]`, {
  textDecoration: 'underline',
  textUnderlineOffset: vars.size.underlineOffsetWide,
  textDecorationThickness: vars.size.underlineStrong,
});

/** The compact switcher: a button-sized summary with the current code, the list dropping below it. */
export const compactMenu = style({ position: 'relative' });

export const compactSummary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.target,
  minWidth: vars.size.target,
  paddingInline: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'uppercase',
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: vars.size.underlineOffsetWide },
  },
});

/** A small chevron pointing down, up when open. */
export const chevron = style({
  width: vars.space.xs,
  height: vars.space.xs,
  borderInlineEnd: `calc(2 * ${vars.size.border}) solid currentColor`,
  borderBlockEnd: `calc(2 * ${vars.size.border}) solid currentColor`,
  transform: 'translateY(-25%) rotate(45deg)',
  selectors: { [`${compactMenu}[open] &`]: { transform: 'translateY(25%) rotate(225deg)' } },
});

export const dropdown = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: '100%',
  zIndex: vars.zIndex.header,
  minWidth: 'max-content',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  backgroundColor: vars.color.primaryBackground,
  color: vars.color.primaryForeground,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});

globalStyle(`${dropdown} a`, {
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  paddingInline: vars.space.sm,
  textDecoration: 'none',
});

globalStyle(`${dropdown} a:hover, ${dropdown} a[aria-current]`, {
  textDecoration: 'underline',
  textUnderlineOffset: vars.size.underlineOffsetWide,
});
