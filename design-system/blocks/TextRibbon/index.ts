export { TextRibbon, type TextRibbonModel } from './TextRibbon';
