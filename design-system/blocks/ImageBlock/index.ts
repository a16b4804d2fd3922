export { ImageBlock, type ImageBlockModel } from './ImageBlock';
