import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { mediaUp } from '@tokens/breakpoints';

/** In the full layout the image spans the width above the text. */
export const fullMedia = style({ order: -1 });

export const text = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const kicker = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
});

export const titleSize = styleVariants({
  regular: { fontSize: vars.fontSize['3xl'] },
  large: {
    fontSize: vars.fontSize['3xl'],
    '@media': { [mediaUp('lg')]: { fontSize: vars.fontSize['5xl'] } },
  },
});

export const title = style({
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  hyphens: 'auto',
  overflowWrap: 'break-word',
  margin: 0,
});

export const subtitle = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0 });
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3xs'] });
export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

/** A decorative cut-out laid over the hero's corner; hidden on small screens. */
export const floating = style({
  display: 'none',
  '@media': {
    [mediaUp('lg')]: {
      display: 'block',
      position: 'absolute',
      insetInlineEnd: vars.space.lg,
      insetBlockEnd: vars.space.lg,
      width: vars.space['4xl'],
      pointerEvents: 'none',
    },
  },
});
