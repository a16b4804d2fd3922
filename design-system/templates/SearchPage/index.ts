export type { SearchFacet } from '@design-system/blocks/FacetFilter';
export type { SearchResultItem } from '@design-system/blocks/SearchResults';
export { SearchPage, type SearchPageModel, type SearchPaging, type SearchResponse } from './SearchPage';
