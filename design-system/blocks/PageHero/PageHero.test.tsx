// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { headingOutline, render, screen } from '@design-system/testing/render';
import { pageHeroFixtures as f } from '@fixtures/components/PageHero.fixtures';
import { PageHero } from './PageHero';

describe('PageHero (the spec: page hero)', () => {
  it('carries the page’s one h1, the intro and the hero image', () => {
    render(<PageHero {...f.default} />);
    expect(headingOutline()).toEqual(['h1 Besøg Nationalmuseet']);
    const intro = screen.getByRole('heading', { level: 1 }).nextElementSibling;
    expect(intro?.tagName).toBe('P');
    expect(intro).toHaveTextContent(/^Her finder du åbningstider/);
    expect(screen.getByRole('img', { name: 'Prinsens Palæs facade mod Frederiksholms Kanal' })).toBeInTheDocument();
  });

  it('the hero image loads eagerly with high fetch priority (it is above the fold)', () => {
    render(<PageHero {...f.default} />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('decoding', 'sync');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('no intro, no image: the h1 alone (no empty paragraph or image box)', () => {
    const { container, unmount } = render(<PageHero {...f.minimal} />);
    expect(headingOutline()).toEqual(['h1 Kalender']);
    expect(container.querySelector('p, img, [role="presentation"]')).toBeNull();
    unmount();
    expect(render(<PageHero {...f.noImage} />).container.querySelector('img, [role="presentation"]')).toBeNull();
  });
});
