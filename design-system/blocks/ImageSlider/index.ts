export { ImageSlider, type ImageSliderModel } from './ImageSlider';
