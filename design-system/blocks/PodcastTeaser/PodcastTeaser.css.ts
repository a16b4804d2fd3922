import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const section = style({ paddingBlock: vars.space.xl });
