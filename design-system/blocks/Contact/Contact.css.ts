import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { mediaUp } from '@tokens/breakpoints';

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.lg,
  height: '100%',
  backgroundColor: vars.color.surface,
  color: vars.color.surfaceForeground,
});

export const withPhoto = style({
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: `${vars.space['4xl']} minmax(0, 1fr)` } },
});

export const photo = style({ width: vars.space['4xl'], aspectRatio: '1 / 1', overflow: 'hidden' });
globalStyle(`${photo} img`, { height: '100%' });

export const reach = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'] });
