import type { PageContextServer } from 'vike/types';
import { searchBackendFor } from '../../search/config';
import { loadSearchPage, type SearchPageData } from '../../search/search-page';
import { requestDeps } from '../../server/context';

/** The search page's data: the shell and, for a search text, the results (never an error page). */
export async function data(pageContext: PageContextServer): Promise<SearchPageData> {
  const deps = requestDeps();
  const search = pageContext.urlParsed.search;
  return loadSearchPage(
    { site: pageContext.site, locale: pageContext.locale, q: search.q, type: search.type },
    {
      source: deps.source,
      contentConfig: deps.contentConfig,
      hosts: deps.hosts,
      backend: () => searchBackendFor(pageContext.site, deps.contentConfig),
    },
  );
}
