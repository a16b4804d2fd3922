import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../../tokens/breakpoints';
import { vars } from '../../theme/contract.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
});

export const days = style({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const day = style({
  display: 'grid',
  gap: vars.space.md,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `${vars.size.border} solid ${vars.color.border}`,
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 3fr)', columnGap: vars.space.lg } },
});

export const events = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const closed = style({ color: vars.color.mutedForeground, fontSize: vars.fontSize.sm });

export const empty = style({ fontSize: vars.fontSize.lg });

export const feed = style({ fontWeight: vars.fontWeight.bold, textUnderlineOffset: vars.size.underlineOffsetWide });

export const feedLinks = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg, rowGap: vars.space.xs });
