import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { mediaUp } from '@tokens/breakpoints';
import { rowColumns, rowItemStyle, rowListStyle } from './layout';

/*
 * A compact list row: a small thumbnail beside the text, one row per item, about a tenth of the height of a card
 * with a full-width image. Every row of a list keeps the thumbnail's column (an empty tinted box when an item has no
 * image), so titles line up down the list.
 */

export const compactRowList = style(rowListStyle);

export const compactRowItem = style(rowItemStyle);

export const row = style({
  position: 'relative',
  gridColumn: '1 / -1',
  display: 'grid',
  ...rowColumns,
  alignItems: 'start',
  overflowWrap: 'anywhere',
});

export const media = style({
  aspectRatio: '3 / 2',
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
});
globalStyle(`${media} img`, { width: '100%', height: '100%', objectFit: 'cover' });

/** Without an image, the row's day in the thumbnail's place ("28. nov."): a date tile, as agendas show. */
export const dateTile = style({
  display: 'grid',
  placeItems: 'center',
  height: '100%',
  paddingInline: vars.space['2xs'],
  textAlign: 'center',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.snug,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [mediaUp('md')]: { fontSize: vars.fontSize.lg } },
});

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

/**
 * `data-force-state="hover"` shows the hover look without a pointer: the catalogue's state matrix
 * (Primitives/Compact Row/States) sets it; the site never does.
 */
export const titleLink = style({
  textDecoration: 'underline',
  textDecorationThickness: vars.size.underline,
  textUnderlineOffset: vars.size.underlineOffset,
  selectors: {
    /** The whole row is the link's target. */
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover, &[data-force-state="hover"]': { textDecorationThickness: vars.size.underlineStrong },
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
