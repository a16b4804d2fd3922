export { ChipLink } from './ChipLink';
