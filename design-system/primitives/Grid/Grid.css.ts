import { type StyleRule, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { baseTokens } from '@tokens/base';
import { type Breakpoint, mediaUp } from '@tokens/breakpoints';
import type { Space } from '../Box/Box.css';

/** The page grid: vars.size.gridColumns equal columns with the gutter between them. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${vars.size.gridColumns}, minmax(0, 1fr))`,
  columnGap: vars.size.gridGutter,
  rowGap: vars.size.gridGutter,
});

/** Space between rows, when it differs from the gutter. */
export const rowGap = styleVariants(
  Object.fromEntries(
    (Object.keys(baseTokens.space) as Space[]).map((key) => [key, { rowGap: vars.space[key] }]),
  ) as Record<Space, { rowGap: string }>,
);

export const gridSpans = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type GridSpan = (typeof gridSpans)[number];
/** The breakpoints a span can change at: `base` is every width, the others from their min-width up. */
export type GridBreakpoint = 'base' | Extract<Breakpoint, 'sm' | 'md' | 'lg'>;

export const item = style({ minWidth: 0 });

/**
 * One static class per span value and breakpoint (48 in all), generated here so no span needs an
 * inline style. The breakpoints are declared in order, so a wider breakpoint's class wins.
 */
function spanClasses(breakpoint: GridBreakpoint) {
  const rules = {} as Record<GridSpan, StyleRule>;
  for (const span of gridSpans) {
    const rule = { gridColumn: `span ${span} / span ${span}` };
    rules[span] = breakpoint === 'base' ? rule : { '@media': { [mediaUp(breakpoint)]: rule } };
  }
  return styleVariants(rules);
}

export const span: Record<GridBreakpoint, Record<GridSpan, string>> = {
  base: spanClasses('base'),
  sm: spanClasses('sm'),
  md: spanClasses('md'),
  lg: spanClasses('lg'),
};
