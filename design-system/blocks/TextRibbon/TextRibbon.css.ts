import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { mediaUp } from '@tokens/breakpoints';

/**
 * A full-width band in the impact colour, well clear of whatever comes before and after: a hero or the footer in the
 * same colour reads as a separate band, never as one block with a seam.
 */
export const band = style({
  backgroundColor: vars.color.impactBackground,
  color: vars.color.impactForeground,
  marginBlock: vars.space['2xl'],
  '@media': { [mediaUp('md')]: { marginBlock: vars.space['3xl'] } },
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  '@media': { [mediaUp('md')]: { paddingBlock: vars.space['2xl'] } },
});

export const statement = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
  maxWidth: vars.size.measure,
  '@media': { [mediaUp('md')]: { fontSize: vars.fontSize['2xl'] } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  fontWeight: vars.fontWeight.bold,
  textUnderlineOffset: vars.size.underlineOffsetWide,
});
