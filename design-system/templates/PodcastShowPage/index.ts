export { PodcastShowPage, type PodcastShowPageModel } from './PodcastShowPage';
