import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { mediaUp } from '@tokens/breakpoints';

/** The hero's band, in the impact colours of the page's theme; an overlay is laid over it and clipped to it. */
export const band = style({
  position: 'relative',
  overflow: 'hidden',
  backgroundColor: vars.color.impactBackground,
  color: vars.color.impactForeground,
});

const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  paddingBlock: vars.space['2xl'],
  alignItems: 'center',
});

/**
 * One column on small screens; from lg the text and the image side by side, the text narrower or wider; or one
 * column at every width (`stacked`: an image across the page, from the band's top edge).
 */
export const split = styleVariants({
  textNarrow: [layout, { '@media': { [mediaUp('lg')]: { gridTemplateColumns: '5fr 7fr' } } }],
  textWide: [layout, { '@media': { [mediaUp('lg')]: { gridTemplateColumns: '7fr 5fr' } } }],
  stacked: [layout, { paddingBlockStart: 0, alignItems: 'stretch' }],
});
