export { PageHero, type PageHeroModel } from './PageHero';
