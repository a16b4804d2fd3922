export { type FeaturedItemModel, FrontPageHero, type FrontPageHeroModel } from './FrontPageHero';
