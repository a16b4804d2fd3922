import { describe, expect, it } from 'vitest';
import { podcastShowPageFixtures as f } from '../../../fixtures/components/PodcastPages.fixtures';
import { PodcastPlayerProvider } from '../../primitives/PodcastPlayer';
import { count, renderHtml } from '../../shell/renderForTest';
import { PodcastSeasons } from './PodcastSeasons';

const render = (seasons: typeof f.default.seasons) =>
  renderHtml(
    <PodcastPlayerProvider>
      <PodcastSeasons seasons={seasons} />
    </PodcastPlayerProvider>,
  );

describe('PodcastSeasons', () => {
  it('spec 2: a show\'s "tabbed list of seasons and episodes" – a tab per season, every episode in its panel', () => {
    const html = render(f.default.seasons);
    expect(count(html, /role="tab"/)).toBe(2);
    expect(html).toMatch(/<h2[^>]*>Episoder<\/h2>/);
    expect(count(html, /<h3/)).toBe(3);
    expect(html).toContain('Når voks bliver til fund');
    expect(html).toContain('Mosens hemmeligheder');
  });

  it('spec 9: "Podcast duration shows as whole minutes"', () => {
    expect(render(f.default.seasons)).toContain('31 min.');
  });

  it('a single season shows without a tab list; seasons without episodes are dropped; none: nothing', () => {
    const one = f.default.seasons.slice(0, 1);
    expect(render(one)).not.toContain('role="tab"');
    expect(render([...one, { key: 'tom', name: 'Sæson 3', episodes: [] }])).not.toContain('role="tab"');
    expect(render([])).toBe('');
  });
});
