import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const lead = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const location = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `${vars.size.focusRing} solid ${vars.color.impactBackground}`,
});

export const locationLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.mutedForeground });
export const locationName = style({ margin: 0, fontWeight: vars.fontWeight.bold });
export const locationDetails = style({ margin: 0 });
