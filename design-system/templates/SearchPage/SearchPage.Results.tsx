import { FacetFilter } from '../../blocks/FacetFilter';
import { SearchResults } from '../../blocks/SearchResults';
import { useText } from '../../i18n/LocaleContext';
import { Heading } from '../../primitives/Heading';
import type { SearchResponse } from './SearchPage';
import { terms, termsList } from './SearchPage.css';

/** The search page's filters by content type, its results, and the recommended searches (when `showTerms`). */
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
      {response ? <SearchResults items={response.items} label={t('searchPageResultsHeading')} /> : null}
      {showTerms ? (
        <nav className={terms} aria-label={t('recommendedSearches')}>
          <Heading level={2} size="small">
            {t('recommendedSearches')}
          </Heading>
          <ul className={termsList}>
            {recommendedTerms.map((term) => (
              <li key={term}>
                <a href={`${action}?${new URLSearchParams({ q: term }).toString()}`}>{term}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
