export { CollectionList, type CollectionListModel } from './CollectionList';
