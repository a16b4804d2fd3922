import { style } from '@vanilla-extract/css';

export const facetItem = style({ display: 'flex' });
