export { MegaHeading, type MegaHeadingModel } from './MegaHeading';
