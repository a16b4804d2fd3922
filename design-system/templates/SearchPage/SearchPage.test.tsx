// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadStaticParts } from '@design-system/primitives/StaticIsland';
import { render, screen, within } from '@design-system/testing/render';
import { searchPageFixtures as f } from '@fixtures/components/SearchPage.fixtures';
import { SearchPage } from './SearchPage';

// Parts of these components are static parts, rendered from their code once it is loaded.
beforeAll(loadStaticParts);

type Props = Parameters<typeof SearchPage>[0];
/** The status region's text for a page. */
const statusOf = (props: Props, locale?: 'en') => {
  const { unmount } = render(<SearchPage {...props} />, { locale });
  const text = screen.getByRole('status').textContent;
  unmount();
  return text;
};

describe('SearchPage', () => {
  it('works without JavaScript: a plain GET form to the search page with a labelled q field', () => {
    const { container } = render(<SearchPage {...f.default} />);
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form).toHaveAttribute('action', '/soeg');
    expect(form).toHaveAttribute('method', 'get');
    const field = within(form).getByRole('searchbox');
    expect(field).toHaveAttribute('name', 'q');
    expect(field).toHaveValue('vikinger');
    expect((field as HTMLInputElement).labels).toHaveLength(1);
    expect(field).toHaveAccessibleName();
  });

  it('announces the result count in a status region (role=status)', () => {
    const { unmount } = render(<SearchPage {...f.default} />);
    const status = screen.getByRole('status');
    expect(status.tagName).toBe('P');
    expect(status).toHaveTextContent(/^3 resultater for »vikinger«$/);
    unmount();
    expect(statusOf(f.filtered)).toMatch(/^1 resultat for »vikinger«/);
    expect(statusOf(f.empty)).toMatch(/^Ingen resultater for »xylofonkvartet«/);
    expect(statusOf(f.default, 'en')).toMatch(/^3 results for “vikinger”/);
    expect(statusOf(f.tooLong)).toMatch(/^Søgeordet er for langt: højst 200 tegn/);
  });

  it('facet filters are links (GET params), the selected one marked aria-current', () => {
    render(<SearchPage {...f.filtered} />);
    const facets = screen.getByRole('navigation', { name: 'Filtrér efter type' });
    expect(within(facets).getByRole('link', { name: 'Alle typer (3)' })).toHaveAttribute('href', '/soeg?q=vikinger');
    const current = within(facets).getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent(/^Udstilling \(1\)/);
    expect(current).toHaveAttribute('href', '/soeg?q=vikinger&type=exhibition');
  });

  it('results are an ordered list of compact rows with type label, prefix, title link, date and description', () => {
    const { container } = render(<SearchPage {...f.default} />);
    const results = screen.getByRole('list', { name: 'Søgeresultater' });
    expect(results.tagName).toBe('OL');
    expect(results).toHaveAttribute('id', 'search-results');
    expect(within(results).getAllByRole('article')).toHaveLength(3);
    expect(results).toHaveTextContent('Sæson 2 · Episode 4');
    const titles = within(results).getAllByRole('heading', { level: 2 });
    expect(titles.map((title) => within(title).queryByRole('link')?.getAttribute('href'))).toContain(
      '/udstillinger/vikinger',
    );
    expect(results).toHaveTextContent('Handel, krig og tro fra Jelling til Konstantinopel.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Søg$/);
    // The thumbnails are decorative: the title is the link and says what the row is.
    const images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(2);
    for (const image of images) expect(image).toHaveAttribute('alt', '');
  });

  it('facets merged by label: one "Undervisning" for three education types, marked current for any of them', () => {
    render(<SearchPage {...f.paged} type="educationTopic" />);
    const facets = screen.getByRole('navigation', { name: 'Filtrér efter type' });
    const education = within(facets).getAllByRole('link', { name: /^Undervisning \(\d+\)$/ });
    expect(education).toHaveLength(1);
    expect(education[0]).toHaveAccessibleName('Undervisning (6)');
    expect(education[0]).toHaveAttribute('aria-current', 'page');
    expect(education[0]).toHaveAttribute('href', '/soeg?q=vikinger&type=educationTheme');
    expect(within(facets).getByRole('link', { name: 'Alle typer (23)' })).toBeInTheDocument();
  });

  it('more than a page: "Viser 11-20 af 23" in the status, and page links that keep the search and the facet', () => {
    const paged = render(<SearchPage {...f.paged} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Viser 11-20 af 23 resultater for »vikinger«$/);
    expect(screen.getAllByRole('article')).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Sider med søgeresultater' });
    expect(pages.querySelector('[rel="prev"]')).toHaveAttribute('href', '/soeg?q=vikinger#search-results');
    expect(pages.querySelector('[rel="next"]')).toHaveAttribute('href', '/soeg?q=vikinger&side=3#search-results');
    const current = within(pages).getByRole('link', { current: 'page' });
    expect(current).toHaveAccessibleName('Side 2');
    expect(current).toHaveAttribute('href', '/soeg?q=vikinger&side=2#search-results');
    paged.unmount();
    const filtered = render(<SearchPage {...f.paged} type="exhibition" />);
    expect(
      within(screen.getByRole('navigation', { name: 'Sider med søgeresultater' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toContain('/soeg?q=vikinger&type=exhibition&side=3#search-results');
    filtered.unmount();
    expect(statusOf(f.paged, 'en')).toMatch(/Showing 11-20 of 23 results for “vikinger”/);
    // One page: no page links.
    render(<SearchPage {...f.default} />);
    expect(screen.queryByRole('navigation', { name: 'Sider med søgeresultater' })).toBeNull();
  });

  it('before a search: the prompt and the recommended terms as ready-made searches', () => {
    const { container } = render(<SearchPage {...f.minimal} />);
    expect(container).toHaveTextContent('Skriv et søgeord');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain('/soeg?q=Solvognen');
    expect(container.querySelector('ol')).toBeNull();
  });
});

describe('FacetFilter and SearchResults alone', () => {
  it('no filter with a single type; no list without results', async () => {
    const { FacetFilter } = await import('@design-system/blocks/FacetFilter');
    const { SearchResults } = await import('@design-system/blocks/SearchResults');
    const { facetFilterFixtures, searchResultsFixtures } = await import('@fixtures/components/SearchPage.fixtures');
    expect(renderToStaticMarkup(<FacetFilter {...facetFilterFixtures.minimal} />)).toBe('');
    render(<FacetFilter {...facetFilterFixtures.default} />);
    expect(screen.getByRole('link', { name: 'Alle typer (3)' })).toBeInTheDocument();
    expect(renderToStaticMarkup(<SearchResults {...searchResultsFixtures.empty} />)).toBe('');
  });
});
