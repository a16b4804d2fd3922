import { FacetFilter, searchResultsHref } from '@design-system/blocks/FacetFilter';
import { SearchResults } from '@design-system/blocks/SearchResults';
import { useText } from '@design-system/i18n/LocaleContext';
import { Heading } from '@design-system/primitives/Heading';
import { Pagination } from '@design-system/primitives/Pagination';
import { Stack } from '@design-system/primitives/Stack';
import type { SearchResponse } from './SearchPage';

/** The results list's id: the pagination's links jump to it (without JavaScript too). */
export const SEARCH_RESULTS_ID = 'search-results';

/**
 * The search page's filters by type label, its results (one page of them, with links to the others), and the
 * recommended searches (when `showTerms`).
 */
export function SearchPageResults({
  action,
  query,
  type,
  response,
  showTerms,
  recommendedTerms,
}: {
  action: string;
  query: string;
  type?: string;
  response: SearchResponse | null;
  showTerms: boolean;
  recommendedTerms: string[];
}) {
  const t = useText();
  return (
    <>
      {response && query ? (
        <FacetFilter
          facets={response.facets}
          selected={type}
          action={action}
          query={query}
          totalResults={response.totalResults}
        />
      ) : null}
      {response ? (
        <SearchResults items={response.items} label={t('searchPageResultsHeading')} id={SEARCH_RESULTS_ID} />
      ) : null}
      {response && query ? (
        <Pagination
          page={response.paging.page}
          pageCount={response.paging.pageCount}
          label={t('searchPagePages')}
          href={(page) => `${searchResultsHref(action, query, type, page)}#${SEARCH_RESULTS_ID}`}
        />
      ) : null}
      {showTerms ? (
        <Stack as="nav" gap="xs" aria-label={t('recommendedSearches')}>
          <Heading level={2} size="small">
            {t('recommendedSearches')}
          </Heading>
          <Stack as="ul" direction="horizontal" wrap gap="md">
            {recommendedTerms.map((term) => (
              <li key={term}>
                <a href={`${action}?${new URLSearchParams({ q: term }).toString()}`}>{term}</a>
              </li>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </>
  );
}
