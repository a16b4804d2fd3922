export { PodcastOverview, type PodcastOverviewModel } from './PodcastOverview';
