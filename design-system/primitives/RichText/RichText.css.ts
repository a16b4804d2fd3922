import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const richText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
globalStyle(`${richText} a`, {
  textDecorationThickness: vars.size.underline,
  textUnderlineOffset: vars.size.underlineOffset,
});
globalStyle(`${richText} :where(ul, ol)`, { paddingInlineStart: vars.space.lg });
globalStyle(`${richText} > :where(h2, h3, h4, h5, h6)`, { marginTop: vars.space.md });
globalStyle(`${richText} > blockquote`, {
  borderInlineStart: `${vars.size.borderStrong} solid ${vars.color.border}`,
  paddingInlineStart: vars.space.md,
  fontStyle: 'italic',
});
globalStyle(`${richText} code`, { fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });
globalStyle(`${richText} abbr[title]`, { textDecoration: 'underline dotted', cursor: 'help' });

export const pullQuote = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBlock: vars.space.md,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `${vars.size.borderStrong} solid ${vars.color.impactBackground}`,
});

export const pullQuoteText = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
});

export const factTitle = style({ fontSize: vars.fontSize.lg });
