// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@design-system/testing/render';
import { topicHeroes as heroes } from '@fixtures/components/EducationPages.fixtures';
import { EducationHero } from './EducationHero';

describe('EducationHero', () => {
  it('spec: "Breadcrumb: overview, level, theme, then the page itself" – in that order, the page current', () => {
    render(<EducationHero {...heroes.default} />);
    const trail = screen.getByRole('navigation', { name: 'Brødkrummesti' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/undervisning',
      '/undervisning/mellemtrin',
      '/undervisning/mellemtrin/vikingetiden',
      '/undervisning/mellemtrin/vikingetiden/runer',
    ]);
    expect(within(trail).getByRole('link', { current: 'page' })).toHaveAccessibleName('Skriv med runer');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('spec: the topic tags read "Undervisningsforløb" and "Materialer"', () => {
    render(<EducationHero {...heroes.default} />);
    expect(screen.getByText('Undervisningsforløb')).toBeInTheDocument();
    expect(screen.getByText('Materialer')).toBeInTheDocument();
  });

  it('no trail and no tags: only the hero', () => {
    render(<EducationHero breadcrumb={[]} title="Undervisning" />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
