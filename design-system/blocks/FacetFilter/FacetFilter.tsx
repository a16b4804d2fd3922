import { useText } from '../../i18n/LocaleContext';
import { facetItem, facetLink, facetList, facetNav } from './FacetFilter.css';

/** A facet of the search results: one content type, its label and how many results it has. */
export interface SearchFacet {
  _type: string;
  label: string;
  count: number;
}

export interface FacetFilterModel {
  facets: SearchFacet[];
  /** The selected type; none selected shows all. */
  selected?: string;
  /** The search page, e.g. `/soeg`. */
  action: string;
  /** The search text the facets belong to. */
  query: string;
  /** The number of all results, for the "all types" link. */
  totalResults: number;
}

/** The address of the results of a search, optionally narrowed to one type: `/soeg?q=…&type=…`. */
export function searchResultsHref(action: string, query: string, type?: string): string {
  const params = new URLSearchParams({ q: query });
  if (type) params.set('type', type);
  return `${action}?${params.toString()}`;
}

function countText(template: string, label: string, count: number): string {
  return template.replace('{label}', label).replace('{count}', String(count));
}

/**
 * Filters of the search results by content type, as plain links (they work without JavaScript);
 * the selected one is marked with aria-current. Nothing renders with fewer than two types.
 */
export function FacetFilter({ facets, selected, action, query, totalResults }: FacetFilterModel) {
  const t = useText();
  if (facets.length < 2 && !selected) return null;
  const options = [
    { type: undefined, label: t('searchPageAllTypes'), count: totalResults },
    ...facets.map((facet) => ({ type: facet._type, label: facet.label, count: facet.count })),
  ];
  return (
    <nav className={facetNav} aria-label={t('searchPageFacets')}>
      <ul className={facetList}>
        {options.map((option) => (
          <li key={option.type ?? ''} className={facetItem}>
            <a
              className={facetLink}
              href={searchResultsHref(action, query, option.type)}
              aria-current={option.type === selected ? 'page' : undefined}
            >
              {countText(t('searchPageFacetCount'), option.label, option.count)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
