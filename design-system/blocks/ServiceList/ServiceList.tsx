import { type TeaserListModel, TeaserSection } from '../TeaserGrid';

/** A list of the services a museum offers (conservation, loans, research access) as teasers. */
export type ServiceListModel = TeaserListModel;

/** A list of the services a museum offers (conservation, loans, research access) as teasers. Nothing renders without an item. */
export function ServiceList(model: ServiceListModel) {
  return <TeaserSection {...model} />;
}
