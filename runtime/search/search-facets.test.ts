import { describe, expect, it } from 'vitest';
import type { SearchResultItem } from '@design-system/templates/SearchPage';
import { filterByFacet, searchFacets, selectedFacet } from './search-facets';

const item = (id: string, _type: string, tag: string): SearchResultItem => ({ id, _type, tag, title: id, url: '/' });

const results = [
  item('a', 'educationTheme', 'Undervisning'),
  item('b', 'exhibition', 'Udstilling'),
  item('c', 'educationTopic', 'Undervisning'),
  item('d', 'educationLevel', 'Undervisning'),
  item('e', 'exhibitionOverview', 'Udstilling'),
  item('f', 'educationTheme', 'Undervisning'),
  item('g', 'podcastEpisodePage', 'Episode'),
];

describe('search facets: merged by label (the education types are all "Undervisning")', () => {
  it('one facet per label, with every type that carries it and the summed count, in order of first appearance', () => {
    expect(searchFacets(results)).toEqual([
      {
        _type: 'educationTheme',
        types: ['educationTheme', 'educationTopic', 'educationLevel'],
        label: 'Undervisning',
        count: 4,
      },
      { _type: 'exhibition', types: ['exhibition', 'exhibitionOverview'], label: 'Udstilling', count: 2 },
      { _type: 'podcastEpisodePage', types: ['podcastEpisodePage'], label: 'Episode', count: 1 },
    ]);
  });

  it('the labels are unique and the counts add up to the number of results', () => {
    const facets = searchFacets(results);
    expect(new Set(facets.map((facet) => facet.label)).size).toBe(facets.length);
    expect(facets.reduce((sum, facet) => sum + facet.count, 0)).toBe(results.length);
  });

  it('the selected type names its facet (so the current facet links to the page shown); other facets keep theirs', () => {
    const facets = searchFacets(results, 'educationLevel');
    expect(facets.map((facet) => facet._type)).toEqual(['educationLevel', 'exhibition', 'podcastEpisodePage']);
    expect(searchFacets(results, 'bogus').map((facet) => facet._type)).toEqual([
      'educationTheme',
      'exhibition',
      'podcastEpisodePage',
    ]);
  });

  it('any type of a facet selects it, and the facet leaves the results of all its types', () => {
    const facets = searchFacets(results);
    const education = selectedFacet(facets, 'educationTopic');
    expect(education?.label).toBe('Undervisning');
    expect(filterByFacet(results, education).map((result) => result.id)).toEqual(['a', 'c', 'd', 'f']);
    expect(filterByFacet(results, selectedFacet(facets, 'exhibitionOverview')).map((result) => result.id)).toEqual([
      'b',
      'e',
    ]);
  });

  it('no type, or one no facet holds, selects nothing and leaves every result', () => {
    const facets = searchFacets(results);
    expect(selectedFacet(facets, undefined)).toBeUndefined();
    expect(selectedFacet(facets, 'pressRelease')).toBeUndefined();
    expect(filterByFacet(results, undefined)).toEqual(results);
  });

  it('no results, no facets', () => {
    expect(searchFacets([])).toEqual([]);
  });
});
