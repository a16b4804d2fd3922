import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

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
