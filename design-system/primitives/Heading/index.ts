export { Heading, type HeadingLevel } from './Heading';
