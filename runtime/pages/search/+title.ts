import type { PageContext } from 'vike/types';
import { documentTitle } from '@runtime/render/documentTitle';
import type { SearchPageData } from '@runtime/search/search-page';

/** "Søg – Nationalmuseet", or "Søg: vikinger – Nationalmuseet" after a search. */
export default (pageContext: PageContext) => {
  const data = pageContext.data as SearchPageData | undefined;
  return documentTitle(data?.title ?? 'Søg', data?.shell.site.name);
};
