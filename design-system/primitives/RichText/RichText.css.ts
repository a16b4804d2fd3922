import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const richText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
globalStyle(`${richText} a`, {
  textDecorationThickness: vars.size.underline,
  textUnderlineOffset: vars.size.underlineOffset,
});
globalStyle(`${richText} :where(ul, ol)`, { paddingInlineStart: vars.space.lg });
globalStyle(`${richText} h2, ${richText} h3`, { marginTop: vars.space.md });
