export { Grid, type GridProps } from './Grid';
export type { GridBreakpoint, GridSpan } from './Grid.css';
export { GridItem, type GridItemProps, type GridItemSpan } from './Grid.Item';
