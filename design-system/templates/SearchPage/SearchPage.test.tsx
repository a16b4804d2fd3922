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

  it('results are an ordered list of compact rows with type label, prefix, title link, date and description', () => {
    const html = renderHtml(<SearchPage {...f.default} />);
    expect(html).toMatch(/<ol[^>]*aria-label="Søgeresultater"[^>]*id="search-results"/);
    expect(html.match(/<article/g)).toHaveLength(3);
    expect(html).toContain('Sæson 2 · Episode 4');
    expect(html).toMatch(/<h2[^>]*><a [^>]*href="\/udstillinger\/vikinger"/);
    expect(html).toContain('Handel, krig og tro fra Jelling til Konstantinopel.');
    expect(html).toMatch(/<h1[^>]*>Søg<\/h1>/);
    // The thumbnails are decorative: the title is the link and says what the row is.
    expect(html.match(/<img [^>]*alt=""/g)).toHaveLength(2);
  });

  it('facets merged by label: one "Undervisning" for three education types, marked current for any of them', () => {
    const html = renderHtml(<SearchPage {...f.paged} type="educationTopic" />);
    expect(html.match(/>Undervisning \(\d+\)</g)).toHaveLength(1);
    expect(html).toMatch(/href="\/soeg\?q=vikinger&amp;type=educationTheme" aria-current="page">Undervisning \(6\)/);
    expect(html).toContain('>Alle typer (23)</a>');
  });

  it('more than a page: "Viser 11-20 af 23" in the status, and page links that keep the search and the facet', () => {
    const html = renderHtml(<SearchPage {...f.paged} />);
    expect(html).toMatch(/role="status"[^>]*>Viser 11-20 af 23 resultater for »vikinger«</);
    expect(html.match(/<article/g)).toHaveLength(10);
    expect(html).toMatch(/<nav[^>]*aria-label="Sider med søgeresultater"/);
    expect(html).toContain('href="/soeg?q=vikinger#search-results" rel="prev"');
    expect(html).toContain('href="/soeg?q=vikinger&amp;side=3#search-results" rel="next"');
    expect(html).toMatch(/href="\/soeg\?q=vikinger&amp;side=2#search-results" aria-current="page" aria-label="Side 2"/);
    const filtered = renderHtml(<SearchPage {...f.paged} type="exhibition" />);
    expect(filtered).toContain('href="/soeg?q=vikinger&amp;type=exhibition&amp;side=3#search-results"');
    expect(renderHtml(<SearchPage {...f.paged} />, 'en')).toMatch(/Showing 11-20 of 23 results for “vikinger”/);
    // One page: no page links.
    expect(renderHtml(<SearchPage {...f.default} />)).not.toContain('Sider med søgeresultater');
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
