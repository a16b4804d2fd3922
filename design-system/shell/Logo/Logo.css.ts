import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  textDecoration: 'none',
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  minHeight: vars.size.target,
  minWidth: vars.size.target,
  maxWidth: '100%',
});

export const mark = style({ width: vars.size.logo, height: vars.size.logo, flexShrink: 0 });

export const wordmark = style({ minWidth: 0 });
