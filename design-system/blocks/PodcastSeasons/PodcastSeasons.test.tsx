// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadStaticParts } from '@design-system/primitives/StaticIsland';
import { render, screen, userEvent, within } from '@design-system/testing/render';
import { podcastShowPageFixtures as f } from '@fixtures/components/PodcastPages.fixtures';
import { podcastSeasonsFixtures as seasons } from '@fixtures/components/PodcastSeasons.fixtures';
import { type PodcastSeasonModel, PodcastSeasons } from './PodcastSeasons';

// Parts of these components are static parts, rendered from their code once it is loaded.
beforeAll(loadStaticParts);

const show = (list: PodcastSeasonModel[], title?: string) => render(<PodcastSeasons seasons={list} title={title} />);
/** Every heading, hidden tab panels' too, as `h<level> text`. */
const outline = () =>
  screen
    .queryAllByRole('heading', { hidden: true })
    .map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent}`);

describe('PodcastSeasons', () => {
  it('spec: a show\'s "tabbed list of seasons and episodes" – a tab per season, every episode in its panel', () => {
    const { container } = show(f.default.seasons);
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Episoder' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3, hidden: true })).toHaveLength(3);
    expect(container).toHaveTextContent('Når voks bliver til fund');
    expect(container).toHaveTextContent('Mosens hemmeligheder');
  });

  it('a season’s tab shows its episodes', async () => {
    show(f.default.seasons);
    const [, second] = screen.getAllByRole('tab');
    await userEvent.setup().click(second as HTMLElement);
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', second?.id);
    expect(within(screen.getByRole('tabpanel')).getAllByRole('article').length).toBeGreaterThan(0);
  });

  it('spec: "Podcast heading is h2 when the title is under 30 characters, otherwise h3" – the episodes one level below', () => {
    const short = show(seasons.minimal.seasons, 'Bag om bevaring');
    expect(outline()[0]).toBe('h2 Bag om bevaring');
    expect(within(screen.getAllByRole('heading', { level: 3 })[0] as HTMLElement).getByRole('link')).toHaveTextContent(
      /^Mosens hemmeligheder/,
    );
    short.unmount();
    const long = show(seasons.longText.seasons, seasons.longText.title);
    expect(outline()[0]).toMatch(/^h3 Genstande der fortæller – historier/);
    expect(outline().filter((heading) => heading.startsWith('h2 '))).toEqual([]);
    expect(outline().filter((heading) => heading.startsWith('h4 '))).toHaveLength(2);
    long.unmount();
    // The boundary: 29 characters is an h2, 30 an h3.
    const levelOf = (title: string) => {
      const { unmount } = show(seasons.minimal.seasons, title);
      const level = screen.getByRole('heading', { name: title }).tagName;
      unmount();
      return level;
    };
    expect(levelOf('Å'.repeat(29))).toBe('H2');
    expect(levelOf('Å'.repeat(30))).toBe('H3');
    // No title: the list is headed "Episoder" (under 30 characters), an h2.
    show(seasons.default.seasons);
    expect(screen.getByRole('heading', { level: 2, name: 'Episoder' })).toBeInTheDocument();
  });

  it('each episode is a compact row (decorative thumbnail, season and episode, title link) with its play button after it', () => {
    const { container } = show(f.default.seasons);
    const items = [...container.querySelectorAll('li')].filter((item) => /episode/.test(item.className));
    expect(items).toHaveLength(3);
    const rows = screen.getAllByRole('article', { hidden: true });
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.className).toMatch(/CompactRow_row/);
    expect([...container.querySelectorAll('img')].every((img) => img.getAttribute('alt') === '')).toBe(true);
    for (const item of items) {
      const row = within(item).getByRole('article', { hidden: true });
      expect(row.parentElement?.nextElementSibling?.tagName).toBe('BUTTON');
    }
  });

  it('spec: "Podcast duration shows as whole minutes"', () => {
    expect(show(f.default.seasons).container).toHaveTextContent('31 min.');
  });

  it('a single season shows without a tab list; seasons without episodes are dropped; none: nothing', () => {
    const one = f.default.seasons.slice(0, 1);
    const single = show(one);
    expect(screen.queryByRole('tab')).toBeNull();
    single.unmount();
    show([...one, { key: 'tom', name: 'Sæson 3', episodes: [] }]);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(renderToStaticMarkup(<PodcastSeasons seasons={[]} />)).toBe('');
    expect(renderToStaticMarkup(<PodcastSeasons seasons={seasons.empty.seasons} />)).toBe('');
  });
});
