import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { LocaleProvider } from '@design-system/i18n/LocaleContext';
import { DeferredPreviewBanner } from '@design-system/shell/PreviewBanner';
import { previewBannerModel } from '../preview/banner';

/**
 * Every page; in preview, with the editors' banner: what is shown, what search engines will see, the page in the
 * Studio, and the link that leaves preview.
 */
export default function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext();
  const banner = previewBannerModel({
    site: pageContext.site,
    preview: pageContext.preview,
    back: `${pageContext.urlPathname}${pageContext.urlParsed.searchOriginal ?? ''}`,
  });
  if (!banner) return children;
  return (
    <>
      {children}
      <LocaleProvider locale={pageContext.locale}>
        <DeferredPreviewBanner {...banner} />
      </LocaleProvider>
    </>
  );
}
