import { type TeaserListModel, TeaserSection } from './TeaserGrid.Section';

/** A responsive grid of teasers with an optional heading and overview link. */
export type TeaserGridModel = TeaserListModel;

/** Teasers in a grid of 1, 2 or 3 columns. Nothing renders without a teaser. */
export function TeaserGrid(model: TeaserGridModel) {
  return <TeaserSection {...model} />;
}
