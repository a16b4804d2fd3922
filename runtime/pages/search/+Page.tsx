import { useData } from 'vike-react/useData';
import { SiteShell } from '@design-system/shell/SiteShell';
import { SearchPage } from '@design-system/templates/SearchPage';
import type { SearchPageData } from '@runtime/search/search-page';

export default function Page() {
  const { shell, search } = useData<SearchPageData>();
  return (
    <SiteShell shell={shell} currentHref={search.action}>
      <SearchPage {...search} />
    </SiteShell>
  );
}
