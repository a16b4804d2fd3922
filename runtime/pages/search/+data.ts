import type { PageContextServer } from 'vike/types';
import { loadStaticParts } from '@design-system/primitives/StaticIsland';
import { searchBackendFor } from '@runtime/search/config';
import { loadSearchPage, type SearchPageData } from '@runtime/search/search-page';
import { requestDeps } from '@runtime/server/context';

/**
 * The search page's data: the shell and, for a search text, the results (never an error page). The page's static
 * parts (its results: design-system/templates/SearchPage) render on the server from their code, loaded here.
 */
export async function data(pageContext: PageContextServer): Promise<SearchPageData> {
  const deps = requestDeps();
  const search = pageContext.urlParsed.search;
  await loadStaticParts();
  return loadSearchPage(
    { site: pageContext.site, locale: pageContext.locale, q: search.q, type: search.type, side: search.side },
    {
      source: deps.source,
      contentConfig: deps.contentConfig,
      hosts: deps.hosts,
      backend: () => searchBackendFor(pageContext.site, deps.contentConfig),
    },
  );
}
