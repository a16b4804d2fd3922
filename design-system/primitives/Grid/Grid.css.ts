import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import type { Breakpoint } from '@tokens/breakpoints';

/** The page grid: vars.size.gridColumns equal columns; the gutter between them is a sprinkle (gutters). */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${vars.size.gridColumns}, minmax(0, 1fr))`,
});

export const gridSpans = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type GridSpan = (typeof gridSpans)[number];
/** The breakpoints a span can change at: `base` is every width, the others from their min-width up. */
export type GridBreakpoint = 'base' | Extract<Breakpoint, 'sm' | 'md' | 'lg'>;

export const item = style({ minWidth: 0 });
