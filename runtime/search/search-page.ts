import { translate } from '@design-system/i18n/dictionary';
import { type Locale, locales } from '@design-system/i18n/locales';
import { staticData } from '@design-system/primitives/StaticIsland/staticData';
import type { LanguageOption } from '@design-system/shell/LanguageSwitcher';
import type { ShellModel } from '@design-system/shell/SiteShell';
import type { SearchPageModel } from '@design-system/templates/SearchPage';
import { noteDegraded } from '../cache/renderNotes';
import { mapShell } from '../cms/rootData/rootData.mapper';
import type { ContentConfig } from '../cms/source/config';
import type { ContentSource } from '../cms/source/source';
import { loadRootDataOrFallback } from '../loader/rootData-loader';
import { mapContextFor } from '../render/mapContext';
import type { HostConfig } from '../sites/hosts';
import type { SiteId } from '../sites/registry';
import { DEFAULT_SEARCH_ENVIRONMENT, MAX_QUERY_LENGTH, type SearchBackend } from './backend';
import { searchPath } from './paths';
import { selectedFacet } from './search-facets';
import { parseRequestedPage } from './search-paging';
import { emptySearchResponse, searchResponse } from './search-response';

/** What the search page's data hook returns (serialised to the client). */
export interface SearchPageData {
  shell: ShellModel;
  search: SearchPageModel;
  /** The document title, e.g. "Søg: vikinger". */
  title: string;
}

export interface SearchPageDeps {
  source: ContentSource;
  contentConfig: ContentConfig;
  hosts: HostConfig;
  backend: () => SearchBackend;
}

/** The language switcher on the search page keeps the search: each locale's search page with the same text. */
function searchLanguages(current: Locale, query: string): LanguageOption[] {
  return locales.map((locale) => ({
    locale,
    href: query ? `${searchPath(locale)}?${new URLSearchParams({ q: query }).toString()}` : searchPath(locale),
    current: locale === current,
  }));
}

/**
 * The search page for a request: the site's shell, and for a search text of 1–200 characters the
 * ids from the search backend, then one content query for those documents (locale and site) shaped
 * as the spec's search response, narrowed to the facet of `type` and cut to the page `side` (from 1).
 * A failing backend or query is logged and shows no results; a type no facet holds narrows nothing,
 * and a page that is not a whole number from 1 is the first.
 */
export async function loadSearchPage(
  request: { site: SiteId; locale: Locale; q?: string | null; type?: string | null; side?: string | null },
  deps: SearchPageDeps,
): Promise<SearchPageData> {
  const { site, locale } = request;
  const query = (request.q ?? '').trim();
  const requestedType = request.type?.trim() || undefined;
  const page = parseRequestedPage(request.side);
  const ctx = mapContextFor(site, locale, deps.hosts, deps.contentConfig);
  const root = await loadRootDataOrFallback({ site, locale }, deps.source);
  const shell = mapShell(root, ctx, searchLanguages(locale, query));
  const base = {
    action: searchPath(locale),
    maxLength: MAX_QUERY_LENGTH,
    recommendedTerms: root?.navigationData?.searchSuggestions ?? [],
  };
  if (!query) {
    return { shell, search: { ...base, query: '', paging: null, response: null }, title: searchTitle(locale, '') };
  }
  if (query.length > MAX_QUERY_LENGTH) {
    return {
      shell,
      search: { ...base, query: query.slice(0, MAX_QUERY_LENGTH), paging: null, response: null, error: 'tooLong' },
      title: searchTitle(locale, ''),
    };
  }
  let response = emptySearchResponse();
  try {
    const ids = await deps.backend().findIds({ query, environment: DEFAULT_SEARCH_ENVIRONMENT, locale, site });
    response = await searchResponse(ids, { source: deps.source, ctx, type: requestedType, page });
  } catch (error) {
    console.error(`[search] Search for "${query}" on ${site} (${locale}) failed; showing no results`, error);
    // No results because of the failure, not of the search: never cached as the answer to it.
    noteDegraded('search');
  }
  const type = selectedFacet(response.facets, requestedType) ? requestedType : undefined;
  return {
    shell,
    search: { ...base, query, ...(type ? { type } : {}), paging: response.paging, response: staticData(response) },
    title: searchTitle(locale, query),
  };
}

/** "Søg" before a search, "Søg: vikinger" after. */
export function searchTitle(locale: Locale, query: string): string {
  const word = translate(locale, 'searchPageTitle');
  return query ? `${word}: ${query}` : word;
}
