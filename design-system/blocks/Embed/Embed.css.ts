import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const officeFrame = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  border: `${vars.size.border} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});
