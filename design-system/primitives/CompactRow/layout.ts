import { vars } from '@design-system/theme/contract.css';
import { mediaUp } from '@tokens/breakpoints';
import { NARROW_THUMBNAIL_SHARE } from '@tokens/thumbnail';

/*
 * The layout of a list of compact rows, as style objects: CompactRow.css.ts makes the primitive's list classes of
 * them, and an interactive list whose rows are static parts (a podcast show's episodes, each with a play button after
 * its row) makes its own, so that its first load carries no class names of the row. Read by style files at build
 * time only.
 */

/** The two columns, thumbnail and text: the row's, and its list item's (so what follows a row lines up with its text). */
export const rowColumns = {
  gridTemplateColumns: `calc(${vars.size.thumbnail} * ${NARROW_THUMBNAIL_SHARE}) minmax(0, 1fr)`,
  columnGap: vars.space.sm,
  '@media': {
    [mediaUp('md')]: { gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr)`, columnGap: vars.space.lg },
  },
} as const;

/** The list: rows divided by rules, without bullets. */
export const rowListStyle = {
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBlockStart: `${vars.size.border} solid ${vars.color.border}`,
} as const;

/** One list item: a grid of the row's columns, so what follows the row can sit in the text's column. */
export const rowItemStyle = {
  display: 'grid',
  ...rowColumns,
  rowGap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border}`,
} as const;
