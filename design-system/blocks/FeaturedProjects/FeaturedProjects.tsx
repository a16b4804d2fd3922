import { FEATURED_LIMIT } from '../FeaturedExhibitions/FeaturedExhibitions';
import { type TeaserListModel, TeaserSection } from '../TeaserGrid';

/** Featured projects: a heading (h2), a link to the overview and 1-4 teasers (h3), the first one large. */
export type FeaturedProjectsModel = TeaserListModel;

/** Featured projects as teasers, the first one large; beyond FEATURED_LIMIT items are left out, and nothing renders without an item. */
export function FeaturedProjects(model: FeaturedProjectsModel) {
  return <TeaserSection {...model} limit={FEATURED_LIMIT} featured />;
}
