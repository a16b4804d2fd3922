import { globalStyle, style } from '@vanilla-extract/css';
import { media, row } from '@design-system/primitives/CompactRow/CompactRow.css';
import { rowItemStyle, rowListStyle } from '@design-system/primitives/CompactRow/layout';
import { vars } from '@design-system/theme/contract.css';

/**
 * The block's column, as Stack draws it in static blocks. Not Stack itself: this block is hydrated, and Stack's and
 * Box's code would be half a kilobyte more on the podcast pages' first load, at the edge of the 110 KB budget.
 */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
});

/**
 * The episodes: a list of compact rows (primitives/CompactRow), each with its play button after the row. The row is
 * a static part and the button is not, so the button sits beside the row in the list item, not inside it.
 */
export const episodeList = style(rowListStyle);

export const episode = style(rowItemStyle);

/**
 * The play button (PlayEpisodeButton, after the row in its item): in the row's text column, right under the text,
 * above the row's link area. With it the item has two grid rows; the row spans both (subgrid), its thumbnail beside
 * both and its text in the first, so the button (in the second) follows the text.
 */
const play = `${episode} > button`;
globalStyle(play, {
  gridColumn: '2',
  gridRow: '2',
  justifySelf: 'start',
  alignSelf: 'start',
  position: 'relative',
  zIndex: 1,
});
const withPlay = `${episode}:has(> button)`;
globalStyle(withPlay, { gridTemplateRows: 'auto 1fr' });
globalStyle(`${withPlay} ${row}`, { gridRow: '1 / span 2', gridTemplateRows: 'subgrid' });
globalStyle(`${withPlay} ${media}`, { gridRow: '1 / span 2' });
