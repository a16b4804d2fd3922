import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { mediaUp } from '@tokens/breakpoints';
import { container } from '../Container/Container.css';

/**
 * The page grid (the Grid primitive's columns and gutter: vars.size.gridColumns, vars.size.gridGutter), spaced from
 * the section above like a section. Its own classes rather than Grid and Grid.Item: three templates load this
 * layout, and each chunk they share costs every page's first load a few bytes in the lists of lazy chunks.
 */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${vars.size.gridColumns}, minmax(0, 1fr))`,
  columnGap: vars.size.gridGutter,
  rowGap: vars.size.gridGutter,
  paddingBlockStart: vars.space.xl,
});

/** A main part: every column below lg, the first 8 from lg. */
export const column = style({
  gridColumn: '1 / -1',
  minWidth: 0,
  '@media': { [mediaUp('lg')]: { gridColumn: '1 / span 8' } },
});

/**
 * Blocks bring their own page container (its width and gutters); inside a column the column is their container, so
 * theirs adds no second gutter and no width of its own.
 */
globalStyle(`${column} ${container}`, { paddingInline: 0, maxWidth: 'none' });

/**
 * The aside: under the lead on narrow screens; from lg the last 4 columns beside both main parts, staying in view
 * while the main column scrolls past (sticky within its grid area).
 */
export const aside = style({
  gridColumn: '1 / -1',
  minWidth: 0,
  '@media': {
    [mediaUp('lg')]: {
      gridColumn: '9 / span 4',
      gridRow: '1 / span 2',
      alignSelf: 'start',
      position: 'sticky',
      insetBlockStart: vars.space.lg,
    },
  },
});
