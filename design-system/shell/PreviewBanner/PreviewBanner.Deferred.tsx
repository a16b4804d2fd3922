import { type ComponentType, lazy, Suspense } from 'react';
import type { PreviewBannerModel } from './PreviewBanner';

const loadBanner = () => import('./PreviewBanner').then((module) => module.PreviewBanner);

const Banner: ComponentType<PreviewBannerModel> = import.meta.env.SSR
  ? await loadBanner()
  : lazy(() => loadBanner().then((component) => ({ default: component })));

/**
 * The editors' preview banner, whose code only preview pages load: the server renders it whole; in the browser it
 * hydrates once its chunk is in (its server HTML stays meanwhile).
 */
export function DeferredPreviewBanner(props: PreviewBannerModel) {
  return (
    <Suspense fallback={null}>
      <Banner {...props} />
    </Suspense>
  );
}
