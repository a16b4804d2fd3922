export { Box, type BoxAttributes, type BoxElement, type BoxProps, type BoxStyleProps, boxClassName } from './Box';
export type { Radius, Space } from './Box.css';
