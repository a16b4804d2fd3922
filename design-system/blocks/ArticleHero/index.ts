export { ArticleHero, type ArticleHeroModel, type ArticleHeroTextModel } from './ArticleHero';
