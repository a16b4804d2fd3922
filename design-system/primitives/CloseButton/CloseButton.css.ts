import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

/** The close button's cross: a glyph, at the size of an icon. */
export const closeGlyph = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });
