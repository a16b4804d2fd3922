export { TextSection, type TextSectionModel } from './TextSection';
