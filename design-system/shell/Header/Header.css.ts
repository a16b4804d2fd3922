import { globalStyle, style } from '@vanilla-extract/css';
import { mediaUp } from '../../../tokens/breakpoints';
import { vars } from '../../theme/contract.css';

export const header = style({
  position: 'relative',
  zIndex: vars.zIndex.header,
  backgroundColor: vars.color.primaryBackground,
  color: vars.color.primaryForeground,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
});

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2xs'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [mediaUp('lg')]: { gap: vars.space.md } },
});

globalStyle(`${navList} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  paddingInline: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
});
globalStyle(`${navList} a:hover, ${navList} a[aria-current]`, {
  textDecoration: 'underline',
  textUnderlineOffset: '0.3em',
});

export const hours = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.primaryForeground,
});
