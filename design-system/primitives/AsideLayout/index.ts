export { AsideLayout, type AsideLayoutProps } from './AsideLayout';
