import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlockStart: vars.space['2xl'],
  paddingBlockEnd: vars.space.lg,
});

export const kicker = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.mutedForeground,
});

export const typeLabel = style({ fontWeight: vars.fontWeight.bold, textTransform: 'uppercase' });

export const figure = style({ margin: 0, paddingBlockEnd: vars.space.lg });

export const overview = style({ paddingBlock: vars.space.xl });
