export { type DetailListModel, DetailPage, type DetailPageModel } from './DetailPage';
