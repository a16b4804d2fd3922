import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { mediaUp } from '@tokens/breakpoints';

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: vars.space.sm,
  height: '100%',
  overflowWrap: 'anywhere',
});

/** The first of the featured teasers: image beside the text from md. */
export const large = style({
  '@media': {
    [mediaUp('md')]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      alignItems: 'center',
      gap: vars.space.lg,
    },
  },
});

export const media = style({ aspectRatio: '3 / 2', overflow: 'hidden', backgroundColor: vars.color.surface });
globalStyle(`${media} img`, { width: '100%', height: '100%', objectFit: 'cover' });
/**
 * Pointing at a card draws its picture a little closer, unless the visitor asks for less motion. `data-force-state=
 * "hover"` on the card (and its title link) shows the hover look without a pointer: the catalogue's state matrix
 * (Primitives/Teaser/States) sets it; the site never does.
 */
globalStyle(`${card}:hover ${media} img, ${card}[data-force-state="hover"] ${media} img`, {
  '@media': { '(prefers-reduced-motion: no-preference)': { transform: 'scale(1.03)' } },
});
globalStyle(`${media} img`, {
  '@media': { '(prefers-reduced-motion: no-preference)': { transition: `transform ${vars.motion.normal} ease-out` } },
});

export const body = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs });

export const kicker = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const typeLabel = style({
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.label,
});

export const titleLink = style({
  textDecoration: 'underline',
  textDecorationThickness: vars.size.border,
  textUnderlineOffset: vars.size.underlineOffset,
  selectors: {
    /** The whole card is the link's target; tags and text stay readable and selectable above nothing else. */
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover, &[data-force-state="hover"]': { textDecorationThickness: vars.size.focusRing },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `text-decoration-thickness ${vars.motion.fast} ease-out`,
    },
  },
});

export const when = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const description = style({ maxWidth: vars.size.measure });
