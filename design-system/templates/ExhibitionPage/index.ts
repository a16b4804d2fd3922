export { type ExhibitionLocationModel, ExhibitionPage, type ExhibitionPageModel } from './ExhibitionPage';
