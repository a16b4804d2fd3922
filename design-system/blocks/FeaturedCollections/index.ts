export { FeaturedCollections, type FeaturedCollectionsModel } from './FeaturedCollections';
