export { type PodcastEpisodeAboutModel, PodcastEpisodeTabs, type PodcastEpisodeTabsModel } from './PodcastEpisodeTabs';
