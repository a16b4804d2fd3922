import type { SearchFacet } from '../../blocks/FacetFilter';
import type { SearchResultItem } from '../../blocks/SearchResults';
import { useText } from '../../i18n/LocaleContext';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { staticPart } from '../../primitives/StaticIsland';
import { field, form, hint, input, label as labelClass, page, status, submit } from './SearchPage.css';

/**
 * The filters, the results and the recommended searches: links and text, kept as server HTML on a first load
 * without their code. The form, the hints and the status region around them render from this module's code, so
 * the status region stays in place (and is announced) when a filter link navigates on the client.
 */
const Results = staticPart('the search results', () =>
  import('./SearchPage.Results').then((module) => module.SearchPageResults),
);

/** The spec's search response: facets (each _type with label and count), items, totalResults. */
export interface SearchResponse {
  facets: SearchFacet[];
  items: SearchResultItem[];
  totalResults: number;
}

export interface SearchPageModel {
  /** The search page's own address, e.g. `/soeg` or `/en/soeg`. */
  action: string;
  /** The search text as the visitor typed it ('' before a search). */
  query: string;
  /** The selected facet (content type), if any. */
  type?: string;
  /** The results; null before a search or when the text was not accepted. */
  response: SearchResponse | null;
  /** Why a text was not accepted: too long (over `maxLength` characters). */
  error?: 'tooLong';
  maxLength: number;
  /** Ready-made searches from the site's navigation (shown before a search and when nothing was found). */
  recommendedTerms?: string[];
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/**
 * The search page: a plain GET form (works without JavaScript), the number of results in a live
 * status region (announced by screen readers), filters by content type as links, and the results
 * in relevance order.
 */
export function SearchPage({
  action,
  query,
  type,
  response,
  error,
  maxLength,
  recommendedTerms = [],
}: SearchPageModel) {
  const t = useText();
  const inputId = 'search-page-query';
  const hintId = 'search-page-hint';
  const shown = response?.items.length ?? 0;
  let statusText = '';
  if (error === 'tooLong') statusText = fill(t('searchPageTooLong'), { max: maxLength });
  else if (response && query) {
    statusText =
      shown === 0
        ? fill(t('searchPageCountNone'), { query })
        : fill(shown === 1 ? t('searchPageCountOne') : t('searchPageCount'), { count: shown, query });
  }
  const showTerms = recommendedTerms.length > 0 && (!query || Boolean(error) || shown === 0);

  return (
    <Container>
      <div className={page}>
        <Heading level={1} size="large">
          {t('searchPageTitle')}
        </Heading>
        <search className={form} aria-label={t('searchPageTitle')}>
          <form method="get" action={action}>
            <div className={field}>
              <label htmlFor={inputId} className={labelClass}>
                {t('searchPageFieldLabel')}
              </label>
              <input
                id={inputId}
                className={input}
                type="search"
                name="q"
                defaultValue={query}
                maxLength={maxLength}
                autoComplete="off"
                enterKeyHint="search"
                aria-describedby={!query ? hintId : undefined}
                aria-invalid={error ? true : undefined}
              />
              <button type="submit" className={submit}>
                {t('searchPageSubmit')}
              </button>
            </div>
          </form>
        </search>
        {!query && !error ? (
          <p id={hintId} className={hint}>
            {t('searchPagePrompt')}
          </p>
        ) : null}
        <p role="status" className={status}>
          {statusText}
        </p>
        {response && query && shown === 0 && !type ? <p className={hint}>{t('searchPageNoResultsHint')}</p> : null}
        <Results
          action={action}
          query={query}
          type={type}
          response={response}
          showTerms={showTerms}
          recommendedTerms={recommendedTerms}
        />
      </div>
    </Container>
  );
}
