export { ImageDetail, type ImageDetailCrop, type ImageDetailModel } from './ImageDetail';
