import { beforeAll, describe, expect, it } from 'vitest';
import { searchPageFixtures as f } from '../../../fixtures/components/SearchPage.fixtures';
import { loadStaticParts } from '../../primitives/StaticIsland';
import { renderHtml } from '../../shell/renderForTest';
import { SearchPage } from './SearchPage';

// Parts of these components are static parts, rendered from their code once it is loaded.
beforeAll(loadStaticParts);

describe('SearchPage', () => {
  it('works without JavaScript: a plain GET form to the search page with a labelled q field', () => {
    const html = renderHtml(<SearchPage {...f.default} />);
    expect(html).toMatch(/<form action="\/soeg" method="get">/);
    const id = /<input id="([^"]+)"[^>]*type="search"[^>]*name="q" value="vikinger"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<label for="${id}"`);
  });

  it('announces the result count in a status region (role=status)', () => {
    expect(renderHtml(<SearchPage {...f.default} />)).toMatch(/<p role="status"[^>]*>3 resultater for »vikinger«<\/p>/);
    expect(renderHtml(<SearchPage {...f.filtered} />)).toMatch(/role="status"[^>]*>1 resultat for »vikinger«/);
    expect(renderHtml(<SearchPage {...f.empty} />)).toMatch(/role="status"[^>]*>Ingen resultater for »xylofonkvartet«/);
    expect(renderHtml(<SearchPage {...f.default} />, 'en')).toMatch(/role="status"[^>]*>3 results for “vikinger”/);
    expect(renderHtml(<SearchPage {...f.tooLong} />)).toMatch(
      /role="status"[^>]*>Søgeordet er for langt: højst 200 tegn/,
    );
  });

  it('facet filters are links (GET params), the selected one marked aria-current', () => {
    const html = renderHtml(<SearchPage {...f.filtered} />);
    expect(html).toMatch(/<nav[^>]*aria-label="Filtrér efter type"/);
    expect(html).toContain('href="/soeg?q=vikinger">Alle typer (3)</a>');
    expect(html).toMatch(/href="\/soeg\?q=vikinger&amp;type=exhibition" aria-current="page">Udstilling \(1\)/);
  });

  it('results are an ordered list of teasers with type label, prefix, title link and date', () => {
    const html = renderHtml(<SearchPage {...f.default} />);
    expect(html).toMatch(/<ol[^>]*aria-label="Søgeresultater"/);
    expect(html.match(/<article/g)).toHaveLength(3);
    expect(html).toContain('Sæson 2 · Afsnit 4');
    expect(html).toMatch(/<h2[^>]*><a [^>]*href="\/udstillinger\/vikinger"/);
    expect(html).toMatch(/<h1[^>]*>Søg<\/h1>/);
  });

  it('before a search: the prompt and the recommended terms as ready-made searches', () => {
    const html = renderHtml(<SearchPage {...f.minimal} />);
    expect(html).toContain('Skriv et søgeord');
    expect(html).toContain('href="/soeg?q=Solvognen"');
    expect(html).not.toContain('<ol');
  });
});

describe('FacetFilter and SearchResults alone', () => {
  it('no filter with a single type; no list without results', async () => {
    const { FacetFilter } = await import('../../blocks/FacetFilter');
    const { SearchResults } = await import('../../blocks/SearchResults');
    const { facetFilterFixtures, searchResultsFixtures } = await import(
      '../../../fixtures/components/SearchPage.fixtures'
    );
    expect(renderHtml(<FacetFilter {...facetFilterFixtures.minimal} />)).toBe('');
    expect(renderHtml(<FacetFilter {...facetFilterFixtures.default} />)).toContain('Alle typer (3)');
    expect(renderHtml(<SearchResults {...searchResultsFixtures.empty} />)).toBe('');
  });
});
