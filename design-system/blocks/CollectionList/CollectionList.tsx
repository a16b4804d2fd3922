import { type TeaserListModel, TeaserSection } from '../TeaserGrid';

/** A list of collections as teasers. */
export type CollectionListModel = TeaserListModel;

/** A list of collections as teasers. Nothing renders without an item. */
export function CollectionList(model: CollectionListModel) {
  return <TeaserSection {...model} />;
}
