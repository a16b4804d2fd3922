import { style } from '@vanilla-extract/css';

/** A flex box that may shrink below its content's width; direction, gap and alignment are sprinkles. */
export const stack = style({ display: 'flex', minWidth: 0 });
