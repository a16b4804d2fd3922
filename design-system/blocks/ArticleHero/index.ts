export { ArticleHero, type ArticleHeroModel } from './ArticleHero';
