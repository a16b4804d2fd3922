import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const intro = style({ fontSize: vars.fontSize.lg, maxWidth: vars.size.measure });
