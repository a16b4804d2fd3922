export { VideoBlock, type VideoBlockModel } from './VideoBlock';
