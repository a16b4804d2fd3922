export { PodcastEpisodePage, type PodcastEpisodePageModel } from './PodcastEpisodePage';
