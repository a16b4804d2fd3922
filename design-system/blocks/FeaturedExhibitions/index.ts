export { FEATURED_LIMIT, FeaturedExhibitions, type FeaturedExhibitionsModel } from './FeaturedExhibitions';
