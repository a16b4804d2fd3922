export { Header, type HeaderModel } from './Header';
