import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../../tokens/breakpoints';
import { vars } from '../../theme/contract.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
});

export const overviewLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  fontWeight: vars.fontWeight.bold,
  textUnderlineOffset: vars.size.underlineOffsetWide,
});

export const grid = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': {
    [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.lg },
    [mediaUp('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** Featured: the first item spans the whole row, the rest share the row below. */
export const featuredFirst = style({ gridColumn: '1 / -1' });
