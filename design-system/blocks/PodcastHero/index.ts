export { PodcastHero, type PodcastHeroModel } from './PodcastHero';
