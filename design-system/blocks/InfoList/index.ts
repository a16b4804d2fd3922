export { InfoList, type InfoListItem, type InfoListModel } from './InfoList';
