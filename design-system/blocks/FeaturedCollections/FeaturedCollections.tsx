import { FEATURED_LIMIT } from '../FeaturedExhibitions/FeaturedExhibitions';
import { type TeaserListModel, TeaserSection } from '../TeaserGrid';

/** Featured collections: a heading (h2), a link to the overview and 1-4 teasers (h3), the first one large. */
export type FeaturedCollectionsModel = TeaserListModel;

/** Featured collections as teasers, the first one large; beyond FEATURED_LIMIT items are left out, and nothing renders without an item. */
export function FeaturedCollections(model: FeaturedCollectionsModel) {
  return <TeaserSection {...model} limit={FEATURED_LIMIT} featured />;
}
