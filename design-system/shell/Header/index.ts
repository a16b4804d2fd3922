export {
  DEFAULT_SEARCH_PATH,
  type FeaturedNavigationItem,
  Header,
  type HeaderModel,
  type NavigationItem,
  SearchEntry,
  type SearchEntryModel,
  searchHref,
} from './Header';
