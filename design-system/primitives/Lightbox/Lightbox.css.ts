import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

/** The image fits the viewport whole: never cropped, never taller than the screen leaves room for. */
globalStyle(`${figure} img`, { maxHeight: '70vh', objectFit: 'contain', backgroundColor: 'transparent' });

export const caption = style({ color: vars.color.mutedForeground, fontSize: vars.fontSize.sm });

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
