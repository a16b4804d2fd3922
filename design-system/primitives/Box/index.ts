export { Box, type BoxAttributes, type BoxElement, type BoxProps, type BoxStyleProps, boxParts } from './Box';
export type { Radius, Space } from './Box.css';
