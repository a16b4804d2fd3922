export { LandingPage, type LandingPageModel } from './LandingPage';
