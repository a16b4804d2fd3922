export { TeaserGrid, type TeaserGridModel } from './TeaserGrid';
export { TeaserGridList } from './TeaserGrid.List';
export { type TeaserListModel, TeaserSection } from './TeaserGrid.Section';
