import { beforeAll, describe, expect, it } from 'vitest';
import { podcastShowPageFixtures as f } from '../../../fixtures/components/PodcastPages.fixtures';
import { podcastSeasonsFixtures as seasons } from '../../../fixtures/components/PodcastSeasons.fixtures';
import { loadStaticParts } from '../../primitives/StaticIsland';
import { count, renderHtml } from '../../shell/renderForTest';
import { type PodcastSeasonModel, PodcastSeasons } from './PodcastSeasons';

// Parts of these components are static parts, rendered from their code once it is loaded.
beforeAll(loadStaticParts);

const render = (list: PodcastSeasonModel[], title?: string) =>
  renderHtml(<PodcastSeasons seasons={list} title={title} />);

describe('PodcastSeasons', () => {
  it('spec: a show\'s "tabbed list of seasons and episodes" – a tab per season, every episode in its panel', () => {
    const html = render(f.default.seasons);
    expect(count(html, /role="tab"/)).toBe(2);
    expect(html).toMatch(/<h2[^>]*>Episoder<\/h2>/);
    expect(count(html, /<h3/)).toBe(3);
    expect(html).toContain('Når voks bliver til fund');
    expect(html).toContain('Mosens hemmeligheder');
  });

  it('spec: "Podcast heading is h2 when the title is under 30 characters, otherwise h3" – the episodes one level below', () => {
    const short = render(seasons.minimal.seasons, 'Bag om bevaring');
    expect(short).toMatch(/<h2[^>]*>Bag om bevaring<\/h2>/);
    expect(short).toMatch(/<h3[^>]*><a [^>]*>Mosens hemmeligheder/);
    const long = render(seasons.longText.seasons, seasons.longText.title);
    expect(long).toMatch(/<h3[^>]*>Genstande der fortæller – historier/);
    expect(long).not.toMatch(/<h2[\s>]/);
    expect(count(long, /<h4[\s>]/)).toBe(2);
    // The boundary: 29 characters is an h2, 30 an h3.
    expect(render(seasons.minimal.seasons, 'Å'.repeat(29))).toMatch(/<h2[^>]*>Å{29}<\/h2>/);
    expect(render(seasons.minimal.seasons, 'Å'.repeat(30))).toMatch(/<h3[^>]*>Å{30}<\/h3>/);
    // No title: the list is headed "Episoder" (under 30 characters), an h2.
    expect(render(seasons.default.seasons)).toMatch(/<h2[^>]*>Episoder<\/h2>/);
  });

  it('each episode is a compact row (decorative thumbnail, season and episode, title link) with its play button after it', () => {
    const html = render(f.default.seasons);
    const items = html.match(/<li class="[^"]*episode[^"]*">/g) ?? [];
    expect(items.length).toBe(3);
    expect(count(html, /<article class="[^"]*CompactRow_row/)).toBe(3);
    expect(html).not.toMatch(/<img [^>]*alt="[^"]+"/);
    expect(html).toMatch(/<\/article><\/div><button/);
  });

  it('spec: "Podcast duration shows as whole minutes"', () => {
    expect(render(f.default.seasons)).toContain('31 min.');
  });

  it('a single season shows without a tab list; seasons without episodes are dropped; none: nothing', () => {
    const one = f.default.seasons.slice(0, 1);
    expect(render(one)).not.toContain('role="tab"');
    expect(render([...one, { key: 'tom', name: 'Sæson 3', episodes: [] }])).not.toContain('role="tab"');
    expect(render([])).toBe('');
    expect(render(seasons.empty.seasons)).toBe('');
  });
});
