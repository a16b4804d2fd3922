import { type TeaserListModel, TeaserSection } from '../TeaserGrid';

/** A list of research or conservation projects as teasers. */
export type ProjectListModel = TeaserListModel;

/** A list of research or conservation projects as teasers. Nothing renders without an item. */
export function ProjectList(model: ProjectListModel) {
  return <TeaserSection {...model} />;
}
