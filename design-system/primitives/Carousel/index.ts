export { Carousel, type CarouselSlide } from './Carousel';
