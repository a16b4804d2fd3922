import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { featuredCollectionsFixtures } from '../../../fixtures/components/FeaturedCollections.fixtures';
import { featuredExhibitionsFixtures } from '../../../fixtures/components/FeaturedExhibitions.fixtures';
import { featuredProjectsFixtures } from '../../../fixtures/components/FeaturedProjects.fixtures';
import { span } from '../../primitives/Grid/Grid.css';
import { FeaturedCollections } from '../FeaturedCollections';
import { FeaturedProjects } from '../FeaturedProjects';
import { FEATURED_LIMIT, FeaturedExhibitions } from './FeaturedExhibitions';

describe.each([
  ['FeaturedExhibitions', FeaturedExhibitions, featuredExhibitionsFixtures],
  ['FeaturedProjects', FeaturedProjects, featuredProjectsFixtures],
  ['FeaturedCollections', FeaturedCollections, featuredCollectionsFixtures],
] as const)('%s', (_name, Block, fixtures) => {
  it('renders an h2, the overview link and at most four teasers (h3)', () => {
    const html = renderToStaticMarkup(<Block {...fixtures.default} />);
    expect(html).toMatch(new RegExp(`<h2[^>]*>${fixtures.default.title}</h2>`));
    expect(html).toContain(`href="${fixtures.default.link.href}"`);
    expect(html.match(/<h3/g)).toHaveLength(Math.min(FEATURED_LIMIT, fixtures.default.items.length));
  });

  it('renders nothing for empty input', () => {
    expect(renderToStaticMarkup(<Block {...fixtures.empty} />)).toBe('');
  });
});

describe('FeaturedExhibitions', () => {
  it('leaves out a fifth exhibition and makes the first one large', () => {
    expect(featuredExhibitionsFixtures.default.items).toHaveLength(5);
    const html = renderToStaticMarkup(<FeaturedExhibitions {...featuredExhibitionsFixtures.default} />);
    expect(html.match(/<article/g)).toHaveLength(4);
    expect(html).not.toContain('Runesten fortæller');
    // Only the first teaser spans the whole row at every width (no narrower span from sm up).
    const items = [...html.matchAll(/<li class="([^"]+)"/g)].map((match) => match[1]?.split(' ') ?? []);
    expect(items).toHaveLength(4);
    expect(items.map((classes) => !classes.includes(span.sm[6]))).toEqual([true, false, false, false]);
  });
});
