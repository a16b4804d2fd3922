import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const location = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `${vars.size.focusRing} solid ${vars.color.impactBackground}`,
});
