export { defaultStatusMessage, ErrorView, type ErrorViewModel } from './ErrorView';
