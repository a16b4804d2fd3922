export { PodcastHero, type PodcastHeroModel, type PodcastHeroTextModel } from './PodcastHero';
