import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { mediaUp } from '@tokens/breakpoints';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginBlock: vars.space.xl,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `${vars.space['2xs']} solid ${vars.color.impactBackground}`,
});

export const quote = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
  '@media': { [mediaUp('md')]: { fontSize: vars.fontSize['2xl'] } },
});
globalStyle(`${quote} > p:first-child::before`, { content: '"\\201C"' });
globalStyle(`${quote} > p:last-child::after`, { content: '"\\201D"' });

export const attribution = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3xs'] });
export const cite = style({ fontStyle: 'normal', fontWeight: vars.fontWeight.bold });
