export type { PreviewBannerModel, PreviewPerspectiveModel, PreviewSeoModel } from './PreviewBanner';
export { DeferredPreviewBanner } from './PreviewBanner.Deferred';
