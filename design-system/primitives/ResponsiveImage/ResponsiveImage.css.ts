import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const image = style({
  width: '100%',
  height: 'auto',
  backgroundColor: vars.color.surface,
  backgroundSize: 'cover',
  objectFit: 'cover',
});

export const emptyImage = style({
  width: '100%',
  aspectRatio: '3 / 2',
  backgroundColor: vars.color.surface,
});
