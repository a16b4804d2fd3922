// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { loadStaticParts } from '@design-system/primitives/StaticIsland';
import { readStaticData } from '@design-system/primitives/StaticIsland/staticData';
import { headingOutline, render, screen } from '@design-system/testing/render';
import { podcastHeroFixtures as f } from '@fixtures/components/PodcastHero.fixtures';
import { PodcastHero, type PodcastHeroModel } from './PodcastHero';

// Parts of these components are static parts, rendered from their code once it is loaded.
beforeAll(loadStaticParts);

describe('PodcastHero (the hero of a podcast show or episode page)', () => {
  it('the podcast title is the page’s one h1 – the spec’s h2/h3 rule is for titles heading lists, never a page’s h1', () => {
    const title = (model: PodcastHeroModel) => readStaticData(model.text, 'the podcast hero’s text').title;
    expect([...title(f.longText)].length).toBeGreaterThanOrEqual(30);
    for (const model of [f.default, f.show, f.longText, f.minimal]) {
      const { unmount } = render(<PodcastHero {...model} />);
      expect(headingOutline()).toEqual([`h1 ${title(model)}`]);
      unmount();
    }
  });

  it('an episode: its show linked as the kicker, season and episode, date, whole minutes, play button', () => {
    render(<PodcastHero {...f.default} />);
    const show = screen.getByRole('link', { name: 'Bag om bevaring' });
    expect(show).toHaveAttribute('href', '/podcast/bag-om-bevaring');
    expect(show.parentElement).toHaveTextContent(/^Fra podcasten Bag om bevaring/);
    expect(screen.getByText('Sæson 2 · Episode 1').tagName).toBe('P');
    const day = screen.getByText('11. februar 2026');
    expect(day.tagName).toBe('TIME');
    expect(day).toHaveAttribute('datetime', '2026-02-11');
    expect(day.parentElement).toHaveTextContent(/^11\. februar 2026 · 31 min\.$/); // 30 min 54 s
    expect(screen.getByRole('button', { name: 'Afspil episode: Når voks bliver til fund' })).toHaveTextContent(
      /Afspil episode$/,
    );
    const spreaker = screen.getByRole('link', { name: /^Lyt på Spreaker/ });
    expect(spreaker).toHaveAttribute('href', 'https://www.spreaker.com/episode/voks');
    expect(spreaker).toHaveAttribute('rel', 'noopener');
  });

  it('a show: its season count and tags, no show kicker and no play button', () => {
    const { container } = render(<PodcastHero {...f.show} />);
    expect(container).toHaveTextContent('2 sæsoner');
    expect(container).toHaveTextContent('Konservering');
    expect(container).not.toHaveTextContent('Fra podcasten');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('the hero image loads with high priority; a hero with only a title shows nothing else', () => {
    const { unmount } = render(<PodcastHero {...f.show} />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    unmount();
    const { container } = render(<PodcastHero {...f.minimal} />);
    expect(container.querySelector('img, time, button, ul')).toBeNull();
    expect(container).not.toHaveTextContent('Fra podcasten');
  });
});
