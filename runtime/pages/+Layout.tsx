import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { LocaleProvider } from '../../design-system/i18n/LocaleContext';
import { DeferredPreviewBanner } from '../../design-system/shell/PreviewBanner';
import { PREVIEW_DISABLE_PATH } from '../preview/paths';

/** Every page; in preview, with the editors' banner and its link that leaves preview. */
export default function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext();
  if (!pageContext.preview?.enabled) return children;
  const back = `${pageContext.urlPathname}${pageContext.urlParsed.searchOriginal ?? ''}`;
  return (
    <>
      {children}
      <LocaleProvider locale={pageContext.locale}>
        <DeferredPreviewBanner
          theme={pageContext.site}
          leaveHref={`${PREVIEW_DISABLE_PATH}?${new URLSearchParams({ redirect: back }).toString()}`}
        />
      </LocaleProvider>
    </>
  );
}
