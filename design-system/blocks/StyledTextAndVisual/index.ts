export { StyledTextAndVisual, type StyledTextAndVisualModel } from './StyledTextAndVisual';
