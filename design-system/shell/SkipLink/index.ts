export { MAIN_CONTENT_ID, SKIP_LINK_ID, SkipLink } from './SkipLink';
