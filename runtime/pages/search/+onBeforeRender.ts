import type { PageContextServer } from 'vike/types';
import { withoutStaticData } from '@design-system/primitives/StaticIsland/staticData';
import type { SearchPageData } from '@runtime/search/search-page';

/**
 * The server renders the search page from all it loaded (`loadedData`: runtime/render/renderData.ts); a first load's
 * data leaves out the results, which only their static part reads and which keep their server HTML. A client-side
 * navigation (a filter, the next page of results) renders them in the browser and gets them whole.
 */
export function onBeforeRender(pageContext: PageContextServer) {
  const data = pageContext.data as SearchPageData;
  return {
    pageContext: { loadedData: data, data: pageContext.isClientSideNavigation ? data : withoutStaticData(data) },
  };
}
