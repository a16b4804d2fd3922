export type { PreviewBannerModel } from './PreviewBanner';
export { DeferredPreviewBanner } from './PreviewBanner.Deferred';
