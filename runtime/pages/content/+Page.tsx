import type { PageContext } from 'vike/types';
import { usePageContext } from 'vike-react/usePageContext';
import { SiteShell } from '@design-system/shell/SiteShell';
import { PageTemplate } from '@runtime/render/PageTemplate';
import { useRenderData } from '@runtime/render/renderData';
import type { ContentPageData } from '@runtime/render/types';

export default function Page() {
  const pageContext = usePageContext();
  const { shell, page } = useRenderData<ContentPageData>();
  // The page before this one, when the client router brought the visitor here from another page of the site.
  const previous = (pageContext as { previousPageContext?: Pick<PageContext, 'urlParsed'> | null }).previousPageContext
    ?.urlParsed;
  const backHref =
    previous && previous.pathname !== page.path ? `${previous.pathname}${previous.searchOriginal ?? ''}` : undefined;
  return (
    <SiteShell
      shell={shell}
      pageTheme={page.theme}
      injectedH1={page.injectedH1}
      currentHref={page.path}
      backHref={backHref}
      layout={page.layout}
    >
      <PageTemplate template={page.template} />
    </SiteShell>
  );
}
