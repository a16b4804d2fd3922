export {
  type PodcastEpisodeTeaserModel,
  type PodcastShowTeaserModel,
  PodcastTeaser,
  type PodcastTeaserModel,
  podcastHeadingLevel,
} from './PodcastTeaser';
