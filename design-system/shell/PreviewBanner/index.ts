export { PreviewBanner, type PreviewBannerModel } from './PreviewBanner';
