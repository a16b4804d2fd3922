import { style } from '@vanilla-extract/css';

export const main = style({
  flex: '1 0 auto',
  selectors: { '&:focus': { outline: 'none' } },
});
