export { ExhibitionList, type ExhibitionListModel } from './ExhibitionList';
