export type { SearchFacet } from '../../blocks/FacetFilter';
export type { SearchResultItem } from '../../blocks/SearchResults';
export { SearchPage, type SearchPageModel, type SearchPaging, type SearchResponse } from './SearchPage';
