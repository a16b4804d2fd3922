export { Lightbox, type LightboxImage } from './Lightbox';
