import { useText } from '@design-system/i18n/LocaleContext';
import { Box } from '@design-system/primitives/Box';
import { ChipLink } from '@design-system/primitives/ChipLink';
import { Stack } from '@design-system/primitives/Stack';
import { facetItem } from './FacetFilter.css';

/**
 * A facet of the search results: one type label ("Undervisning"), how many results carry it, and the content types
 * that share it (the education types are all "Undervisning"). Its link names `_type`, one of `types`.
 */
export interface SearchFacet {
  _type: string;
  types: string[];
  label: string;
  count: number;
}

export interface FacetFilterModel {
  facets: SearchFacet[];
  /** The selected type (any of a facet's types selects that facet); none selected shows all. */
  selected?: string;
  /** The search page, e.g. `/soeg`. */
  action: string;
  /** The search text the facets belong to. */
  query: string;
  /** The number of all results, for the "all types" link. */
  totalResults: number;
}

/**
 * The address of the results of a search, optionally narrowed to one facet and on a page after the first:
 * `/soeg?q=…&type=…&side=2`. Page 1 is named by leaving `side` out.
 */
export function searchResultsHref(action: string, query: string, type?: string, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (type) params.set('type', type);
  if (page > 1) params.set('side', String(page));
  return `${action}?${params.toString()}`;
}

function countText(template: string, label: string, count: number): string {
  return template.replace('{label}', label).replace('{count}', String(count));
}

/**
 * Filters of the search results by type label, as plain links (they work without JavaScript); the
 * selected one is marked with aria-current. Nothing renders with fewer than two facets.
 */
export function FacetFilter({ facets, selected, action, query, totalResults }: FacetFilterModel) {
  const t = useText();
  const current = selected ? facets.find((facet) => facet.types.includes(selected)) : undefined;
  if (facets.length < 2 && !current) return null;
  const options = [
    { type: undefined, label: t('searchPageAllTypes'), count: totalResults, current: !current },
    ...facets.map((facet) => ({
      type: facet._type,
      label: facet.label,
      count: facet.count,
      current: facet === current,
    })),
  ];
  return (
    <Box as="nav" paddingBlock="md" aria-label={t('searchPageFacets')}>
      <Stack as="ul" direction="horizontal" wrap gap="xs">
        {options.map((option) => (
          <li key={option.type ?? ''} className={facetItem}>
            <ChipLink href={searchResultsHref(action, query, option.type)} current={option.current}>
              {countText(t('searchPageFacetCount'), option.label, option.count)}
            </ChipLink>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
