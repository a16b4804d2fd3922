import { globalStyle, style } from '@vanilla-extract/css';
import { mediaUp } from '../../../tokens/breakpoints';
import { vars } from '../../theme/contract.css';

/*
 * A compact list row: a small thumbnail beside the text, one row per item, about a tenth of the height of a card
 * with a full-width image. Every row of a list keeps the thumbnail's column (an empty tinted box when an item has no
 * image), so titles line up down the list.
 */

const columns = {
  gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr)`,
  columnGap: vars.space.sm,
  '@media': {
    [mediaUp('md')]: { gridTemplateColumns: `${vars.size.thumbnailWide} minmax(0, 1fr)`, columnGap: vars.space.lg },
  },
} as const;

/** The list: rows divided by rules, without bullets. */
export const compactRowList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBlockStart: `${vars.size.border} solid ${vars.color.border}`,
});

/** One list item: the row, and what a caller puts after it (a play button) under the row's text. */
export const compactRowItem = style({
  display: 'grid',
  ...columns,
  rowGap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border}`,
});

/**
 * A list item with something after its row (a play button, outside the row so the row can stay server HTML): the
 * row spans two rows of the item's grid, its thumbnail beside both, its text in the first and the aside in the
 * second, so the button sits right under the text.
 */
export const compactRowItemWithAside = style({ gridTemplateRows: 'auto 1fr' });

/** What follows a row inside its list item: in the text's column, under the text, above the row's link area. */
export const compactRowAside = style({
  gridColumn: '2',
  gridRow: '2',
  justifySelf: 'start',
  alignSelf: 'start',
  position: 'relative',
  zIndex: 1,
});

export const row = style({
  position: 'relative',
  gridColumn: '1 / -1',
  display: 'grid',
  ...columns,
  alignItems: 'start',
  overflowWrap: 'anywhere',
});

export const media = style({
  aspectRatio: '3 / 2',
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
});
globalStyle(`${media} img`, { width: '100%', height: '100%', objectFit: 'cover' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3xs'],
  minWidth: 0,
});

export const kicker = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
});

export const typeLabel = style({
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.label,
});

export const title = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  '@media': { [mediaUp('md')]: { fontSize: vars.fontSize.lg } },
});

export const titleLink = style({
  textDecoration: 'underline',
  textDecorationThickness: vars.size.underline,
  textUnderlineOffset: vars.size.underlineOffset,
  selectors: {
    /** The whole row is the link's target. */
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecorationThickness: vars.size.underlineStrong },
  },
});

export const meta = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
});

/** The description: two lines at most on narrow screens, one from md (the full text stays in the HTML). */
export const description = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  maxWidth: vars.size.measure,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  '@media': { [mediaUp('md')]: { WebkitLineClamp: 1 } },
});

// In an item with an aside the row shares the item's two grid rows (subgrid): thumbnail across both, text in the first.
globalStyle(`${compactRowItemWithAside} ${row}`, { gridRow: '1 / span 2', gridTemplateRows: 'subgrid' });
globalStyle(`${compactRowItemWithAside} ${media}`, { gridRow: '1 / span 2' });
