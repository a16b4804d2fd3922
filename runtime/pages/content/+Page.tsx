import type { PageContext } from 'vike/types';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { SiteShell } from '@design-system/shell/SiteShell';
import { PageTemplate } from '@runtime/render/PageTemplate';
import type { ContentPageData } from '@runtime/render/types';

export default function Page() {
  const pageContext = usePageContext();
  // The server renders the page it loaded; the browser the data it was sent (without what only the server reads).
  const data = useData<ContentPageData>();
  const { shell, page } = pageContext.loadedPage ?? data;
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
