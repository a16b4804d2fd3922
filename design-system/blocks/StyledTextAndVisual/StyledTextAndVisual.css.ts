import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { mediaUp } from '@tokens/breakpoints';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'center',
  paddingBlock: vars.space.xl,
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xl } },
});

export const media = style({});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** Reversed: the image moves to the right column; in the stacked layout it stays first. */
export const reversed = style({});
globalStyle(`${reversed} > ${media}`, { '@media': { [mediaUp('md')]: { order: 2 } } });

export const label = style({
  alignSelf: 'flex-start',
  paddingInline: vars.space.xs,
  paddingBlock: vars.space['2xs'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  backgroundColor: vars.color.impactBackground,
  color: vars.color.impactForeground,
});

export const subheading = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
});

export const description = style({ maxWidth: vars.size.measure });

export const cta = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  fontWeight: vars.fontWeight.bold,
  textUnderlineOffset: vars.size.underlineOffsetWide,
});
