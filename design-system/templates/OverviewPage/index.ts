export { type OverviewListModel, OverviewPage, type OverviewPageModel } from './OverviewPage';
