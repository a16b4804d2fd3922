import { style } from '@vanilla-extract/css';

/** A static island's wrapper: no box of its own, so its content lays out as if it were not there. */
export const staticIsland = style({ display: 'contents' });
