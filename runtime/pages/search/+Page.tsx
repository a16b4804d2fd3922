import { SiteShell } from '@design-system/shell/SiteShell';
import { SearchPage } from '@design-system/templates/SearchPage';
import { useRenderData } from '@runtime/render/renderData';
import type { SearchPageData } from '@runtime/search/search-page';

export default function Page() {
  const { shell, search } = useRenderData<SearchPageData>();
  return (
    <SiteShell shell={shell} currentHref={search.action}>
      <SearchPage {...search} />
    </SiteShell>
  );
}
