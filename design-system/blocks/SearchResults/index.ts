export { type SearchResultItem, SearchResults, type SearchResultsModel } from './SearchResults';
