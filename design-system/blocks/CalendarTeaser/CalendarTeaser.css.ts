import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const groupDate = style({ fontFamily: vars.font.body, fontWeight: vars.fontWeight.regular });
