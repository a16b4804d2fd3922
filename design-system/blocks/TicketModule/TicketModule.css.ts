import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { mediaUp } from '@tokens/breakpoints';

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  backgroundColor: vars.color.surface,
  color: vars.color.surfaceForeground,
  overflowWrap: 'break-word',
});

/** With an image: image and text side by side from lg (without one, the text has the card's width). */
export const cardWithMedia = style({
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' } },
});

/** 3:2 above the text; beside it from lg, the image fills the card's height. */
export const media = style({
  overflow: 'hidden',
  aspectRatio: '3 / 2',
  '@media': { [mediaUp('lg')]: { aspectRatio: 'auto' } },
});
globalStyle(`${media} img`, { width: '100%', height: '100%', objectFit: 'cover' });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  '@media': { [mediaUp('lg')]: { padding: vars.space.xl } },
});
