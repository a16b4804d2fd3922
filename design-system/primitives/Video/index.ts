export { Video, type VideoModel } from './Video';
export { parseVideoRange, type VideoRange } from './videoRange';
