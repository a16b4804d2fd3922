export { Link, type LinkModel } from './Link';
