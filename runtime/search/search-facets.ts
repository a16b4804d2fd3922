import type { SearchFacet, SearchResultItem } from '@design-system/templates/SearchPage';

/**
 * The facets of a search's results: one per type label, with every _type that carries it and the number of results
 * of those types, in order of first appearance. Several types share a label (the education types are all
 * "Undervisning", the knowledge types "Viden", exhibition and its overview "Udstilling", a podcast show and the
 * overview "Podcast"): a visitor sees one facet per word, which filters all its types, so the facets' counts add up
 * to the number of results. A facet's `_type` (the one its link names) is the first of its types among the results,
 * or `selected` when that is one of them, so the current facet links to the page the visitor is on.
 */
export function searchFacets(items: SearchResultItem[], selected?: string): SearchFacet[] {
  const facets = new Map<string, SearchFacet>();
  for (const item of items) {
    const facet = facets.get(item.tag);
    if (!facet) {
      facets.set(item.tag, { _type: item._type, types: [item._type], label: item.tag, count: 1 });
      continue;
    }
    facet.count += 1;
    if (!facet.types.includes(item._type)) facet.types.push(item._type);
  }
  return [...facets.values()].map((facet) =>
    selected && facet.types.includes(selected) ? { ...facet, _type: selected } : facet,
  );
}

/** The facet a `type` parameter selects: the one whose types include it; none for an unknown or absent type. */
export function selectedFacet(facets: SearchFacet[], type: string | undefined): SearchFacet | undefined {
  return type ? facets.find((facet) => facet.types.includes(type)) : undefined;
}

/** The results a facet leaves: those of its types (all of them without a facet). */
export function filterByFacet(items: SearchResultItem[], facet: SearchFacet | undefined): SearchResultItem[] {
  return facet ? items.filter((item) => facet.types.includes(item._type)) : items;
}
