import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const status = style({ margin: 0, fontWeight: vars.fontWeight.bold });
