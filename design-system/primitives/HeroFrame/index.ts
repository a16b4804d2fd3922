export { HeroFrame, type HeroFrameProps } from './HeroFrame';
