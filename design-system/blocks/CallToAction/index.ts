export {
  CallToAction,
  type CallToActionFile,
  type CallToActionItem,
  type CallToActionLink,
  type CallToActionModel,
  formatFileSize,
} from './CallToAction';
