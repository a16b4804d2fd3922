// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { span } from '@design-system/primitives/Grid/Grid.css';
import { render, screen } from '@design-system/testing/render';
import { featuredCollectionsFixtures } from '@fixtures/components/FeaturedCollections.fixtures';
import { featuredExhibitionsFixtures } from '@fixtures/components/FeaturedExhibitions.fixtures';
import { featuredProjectsFixtures } from '@fixtures/components/FeaturedProjects.fixtures';
import { FeaturedCollections } from '../FeaturedCollections';
import { FeaturedProjects } from '../FeaturedProjects';
import { FEATURED_LIMIT, FeaturedExhibitions } from './FeaturedExhibitions';

describe.each([
  ['FeaturedExhibitions', FeaturedExhibitions, featuredExhibitionsFixtures],
  ['FeaturedProjects', FeaturedProjects, featuredProjectsFixtures],
  ['FeaturedCollections', FeaturedCollections, featuredCollectionsFixtures],
] as const)('%s', (_name, Block, fixtures) => {
  it('renders an h2, the overview link and at most four teasers (h3)', () => {
    render(<Block {...fixtures.default} />);
    expect(screen.getByRole('heading', { level: 2, name: fixtures.default.title })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(fixtures.default.link.href);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(
      Math.min(FEATURED_LIMIT, fixtures.default.items.length),
    );
  });

  it('renders nothing for empty input', () => {
    expect(renderToStaticMarkup(<Block {...fixtures.empty} />)).toBe('');
  });
});

describe('FeaturedExhibitions', () => {
  it('leaves out a fifth exhibition and makes the first one large', () => {
    expect(featuredExhibitionsFixtures.default.items).toHaveLength(5);
    render(<FeaturedExhibitions {...featuredExhibitionsFixtures.default} />);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByText('Runesten fortæller')).toBeNull();
    // Only the first teaser spans the whole row at every width (no narrower span from sm up).
    const items = screen.getAllByRole('listitem').filter((item) => item.querySelector('article'));
    expect(items).toHaveLength(4);
    expect(items.map((item) => !item.classList.contains(span.sm[6]))).toEqual([true, false, false, false]);
  });
});
