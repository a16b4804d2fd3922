export {
  type PodcastEpisodeTeaserModel,
  type PodcastShowTeaserModel,
  PodcastTeaser,
  type PodcastTeaserModel,
} from './PodcastTeaser';
export { podcastHeadingLevel } from './podcastHeadingLevel';
