import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { mediaUp } from '@tokens/breakpoints';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  backgroundColor: vars.color.impactBackground,
  color: vars.color.impactForeground,
  '@media': { [mediaUp('md')]: { padding: vars.space['2xl'] } },
});

export const links = style({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const terms = style({ fontSize: vars.fontSize.sm, maxWidth: vars.size.measure });
