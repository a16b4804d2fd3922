import { type TeaserListModel, TeaserSection } from '../TeaserGrid';

/** A list of exhibitions (or experiences) as teasers with their periods. */
export type ExhibitionListModel = TeaserListModel;

/** A list of exhibitions (or experiences) as teasers with their periods. Nothing renders without an item. */
export function ExhibitionList(model: ExhibitionListModel) {
  return <TeaserSection {...model} />;
}
