export {
  type PodcastEpisodeItemModel,
  type PodcastSeasonModel,
  PodcastSeasons,
  type PodcastSeasonsModel,
} from './PodcastSeasons';
