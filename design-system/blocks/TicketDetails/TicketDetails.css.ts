import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
});

export const part = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
});

export const benefits = style({ paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space['2xs'] });

export const faqList = style({
  listStyle: 'none',
  padding: 0,
  borderBlockStart: `${vars.size.border} solid ${vars.color.border}`,
});

export const faqItem = style({ borderBlockEnd: `${vars.size.border} solid ${vars.color.border}` });
