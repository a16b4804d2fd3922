import { globalStyle, style } from '@vanilla-extract/css';
import { mediaUp } from '../../../tokens/breakpoints';
import { vars } from '../../theme/contract.css';
import { container } from '../Container/Container.css';

/** The two columns' grid: the page grid's rows spaced like sections. */
export const layout = style({ paddingBlockStart: vars.space.xl });

/** A main column's content. */
export const column = style({ minWidth: 0 });

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
