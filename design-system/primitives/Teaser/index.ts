export { isShowableTeaser, Teaser, type TeaserDate, type TeaserModel } from './Teaser';
