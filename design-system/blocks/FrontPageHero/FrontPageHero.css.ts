import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { mediaUp } from '@tokens/breakpoints';

export const hero = style({ position: 'relative' });

/** The featured items, each a coloured band or image: a gutter apart, so no two bands touch. */
export const items = style({ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.lg });

export const item = style({
  position: 'relative',
  display: 'grid',
  // One column that may be narrower than its longest word, so long titles wrap on small screens.
  gridTemplateColumns: 'minmax(0, 1fr)',
  backgroundColor: vars.color.impactBackground,
  color: vars.color.impactForeground,
});

export const splitItem = style({
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: '7fr 5fr' } },
});

export const media = style({ position: 'relative', overflow: 'hidden' });

/** An item's picture's own shape (`width / height` of the file), set on its media box. */
export const ownShape = createVar();

/**
 * Stacked on a phone, every item's picture has the same shape: a taller picture further down would be the page's
 * largest paint, loaded lazily after the first one (which is preloaded with high priority). From lg the picture keeps
 * its own shape, said as a ratio: `auto` would hold no space until the file arrived, and on a slow line the text
 * below would jump down by the picture's height when it did.
 */
export const mediaImage = style({
  aspectRatio: '16 / 9',
  '@media': { [mediaUp('lg')]: { aspectRatio: ownShape } },
});

export const textBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  justifyContent: 'center',
  '@media': { [mediaUp('lg')]: { padding: vars.space.xl } },
});

/** Text laid over the image, on a scrim that keeps it readable. */
export const overlayText = style({
  '@media': {
    [mediaUp('lg')]: {
      position: 'absolute',
      insetInlineStart: 0,
      insetBlockEnd: 0,
      maxWidth: '60%',
      backgroundColor: vars.color.overlay,
      color: vars.color.overlayForeground,
    },
  },
});

export const cta = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  fontWeight: vars.fontWeight.bold,
  textUnderlineOffset: vars.size.underlineOffsetWide,
});
