export {
  type BillboardArticleReference,
  type BillboardPodcastEpisodeReference,
  type BillboardPodcastShowReference,
  BillboardReference,
  type BillboardReferenceModel,
  isUsableReference,
} from './BillboardReference';
