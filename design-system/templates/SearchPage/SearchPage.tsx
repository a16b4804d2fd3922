import type { SearchFacet } from '@design-system/blocks/FacetFilter';
import type { SearchResultItem } from '@design-system/blocks/SearchResults';
import { useText } from '@design-system/i18n/LocaleContext';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import { SearchField } from '@design-system/primitives/SearchField';
import { Stack } from '@design-system/primitives/Stack';
import { type StaticData, staticPart } from '@design-system/primitives/StaticIsland';
import { Text } from '@design-system/primitives/Text';
import { status } from './SearchPage.css';

/**
 * The filters, the results and the recommended searches: links and text, kept as server HTML on a first load
 * without their code. The form, the hints and the status region around them render from this module's code, so
 * the status region stays in place (and is announced) when a filter link navigates on the client.
 */
const Results = staticPart('the search results', () =>
  import('./SearchPage.Results').then((module) => module.SearchPageResults),
);

/** Which page of the results the response holds. */
export interface SearchPaging {
  /** The page shown, from 1. */
  page: number;
  /** How many pages the results (of the selected facet) fill; 0 without results. */
  pageCount: number;
  pageSize: number;
  /** How many results the selected facet leaves (all of them without one). */
  total: number;
}

/**
 * The spec's search response: facets (each type label with its _types and count), items, totalResults; the items
 * are one page of the results of the selected facet (`paging`).
 */
export interface SearchResponse {
  facets: SearchFacet[];
  items: SearchResultItem[];
  totalResults: number;
  paging: SearchPaging;
}

export interface SearchPageModel {
  /** The search page's own address, e.g. `/soeg` or `/en/soeg`. */
  action: string;
  /** The search text as the visitor typed it ('' before a search). */
  query: string;
  /** The selected facet (one of its content types), if any. */
  type?: string;
  /** Which page of how many results; null before a search or when the text was not accepted. */
  paging: SearchPaging | null;
  /**
   * The results, which only their static part reads (a first load keeps its server HTML and leaves them out of the
   * hydration data); null before a search or when the text was not accepted.
   */
  response: StaticData<SearchResponse> | null;
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
 * status region (announced by screen readers; "Viser 11-20 af 23 resultater for »…«" when they fill
 * more than a page), filters by type label as links, the results in relevance order as compact rows,
 * and links to the other pages of results.
 */
export function SearchPage({
  action,
  query,
  type,
  paging,
  response,
  error,
  maxLength,
  recommendedTerms = [],
}: SearchPageModel) {
  const t = useText();
  const inputId = 'search-page-query';
  const hintId = 'search-page-hint';
  const found = paging?.total ?? 0;
  let statusText = '';
  if (error === 'tooLong') statusText = fill(t('searchPageTooLong'), { max: maxLength });
  else if (paging && query) {
    const { page, pageSize, pageCount } = paging;
    if (found === 0) statusText = fill(t('searchPageCountNone'), { query });
    else if (pageCount > 1) {
      const from = (page - 1) * pageSize + 1;
      const to = Math.min(page * pageSize, found);
      statusText = fill(t('searchPageRange'), { from, to, count: found, query });
    } else statusText = fill(found === 1 ? t('searchPageCountOne') : t('searchPageCount'), { count: found, query });
  }
  const showTerms = recommendedTerms.length > 0 && (!query || Boolean(error) || found === 0);

  return (
    <Container>
      <Stack gap="md" paddingBlock="xl">
        <Heading level={1} size="large">
          {t('searchPageTitle')}
        </Heading>
        <SearchField
          action={action}
          landmarkLabel={t('searchPageTitle')}
          label={t('searchPageFieldLabel')}
          submitLabel={t('searchPageSubmit')}
          inputId={inputId}
          defaultValue={query}
          maxLength={maxLength}
          describedBy={!query ? hintId : undefined}
          invalid={Boolean(error)}
        />
        {!query && !error ? (
          <Text id={hintId} tone="muted">
            {t('searchPagePrompt')}
          </Text>
        ) : null}
        <p role="status" className={status}>
          {statusText}
        </p>
        {paging && query && found === 0 && !type ? <Text tone="muted">{t('searchPageNoResultsHint')}</Text> : null}
        <Results
          action={action}
          query={query}
          type={type}
          response={response}
          showTerms={showTerms}
          recommendedTerms={recommendedTerms}
        />
      </Stack>
    </Container>
  );
}
