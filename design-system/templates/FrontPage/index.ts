export { FrontPage, type FrontPageModel } from './FrontPage';
