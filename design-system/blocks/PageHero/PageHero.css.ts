import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { mediaUp } from '@tokens/breakpoints';

export const hero = style({
  backgroundColor: vars.color.impactBackground,
  color: vars.color.impactForeground,
});

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space['2xl'],
  alignItems: 'center',
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: '5fr 7fr' } },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const intro = style({ fontSize: vars.fontSize.lg, maxWidth: vars.size.measure });
