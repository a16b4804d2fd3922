export { FacetFilter, type FacetFilterModel, type SearchFacet, searchResultsHref } from './FacetFilter';
