export { type ImageModel, ResponsiveImage } from './ResponsiveImage';
