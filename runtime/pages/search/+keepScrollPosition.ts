import type { PageContextClient } from 'vike/types';

/**
 * The search page keeps its scroll position between its own addresses as long as the results' page (`side=`) stays
 * the same: choosing a facet keeps the visitor where they were. Another page of results is another key, so Vike
 * scrolls as a browser would, to the pagination link's `#search-results` (the list, which it also focuses). The raw
 * parameter is the key (no parsing here: this runs in the browser); the page's links name page 1 without it.
 */
export default (pageContext: PageContextClient): string[] => ['search', pageContext.urlParsed.search.side ?? ''];
