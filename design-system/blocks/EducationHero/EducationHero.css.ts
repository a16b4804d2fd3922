import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const trail = style({ paddingBlock: vars.space.sm });

export const tags = style({ paddingBlock: vars.space.md });
