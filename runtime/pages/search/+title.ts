import type { PageContext } from 'vike/types';
import type { SearchPageData } from '../../search/search-page';

/** "Søg", or "Søg: vikinger" after a search. */
export default (pageContext: PageContext) => (pageContext.data as SearchPageData | undefined)?.title ?? 'Søg';
