import { type TeaserListModel, TeaserSection } from '../TeaserGrid';

/** The most featured items a featured block shows. */
export const FEATURED_LIMIT = 4;

/** Featured exhibitions: a heading (h2), a link to the overview and 1-4 teasers (h3), the first one large. */
export type FeaturedExhibitionsModel = TeaserListModel;

/** Featured exhibitions as teasers, the first one large; beyond FEATURED_LIMIT items are left out, and nothing renders without an item. */
export function FeaturedExhibitions(model: FeaturedExhibitionsModel) {
  return <TeaserSection {...model} limit={FEATURED_LIMIT} featured />;
}
