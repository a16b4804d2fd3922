import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { podcastHeroFixtures as f } from '../../../fixtures/components/PodcastHero.fixtures';
import { loadStaticParts } from '../../primitives/StaticIsland';
import { count, renderHtml } from '../../shell/renderForTest';
import { PodcastHero } from './PodcastHero';

// Parts of these components are static parts, rendered from their code once it is loaded.
beforeAll(loadStaticParts);

const render = (node: ReactNode) => renderHtml(node);

describe('PodcastHero (the hero of a podcast show or episode page)', () => {
  it('the podcast title is the page’s one h1 – the spec’s h2/h3 rule is for titles heading lists, never a page’s h1', () => {
    expect([...f.longText.title].length).toBeGreaterThanOrEqual(30);
    for (const model of [f.default, f.show, f.longText, f.minimal]) {
      const html = render(<PodcastHero {...model} />);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${model.title}</h1>`));
      expect(count(html, /<h[1-6][\s>]/)).toBe(1);
    }
  });

  it('an episode: its show linked as the kicker, season and episode, date, whole minutes, play button', () => {
    const html = render(<PodcastHero {...f.default} />);
    expect(html).toMatch(/Fra podcasten <a [^>]*href="\/podcast\/bag-om-bevaring"[^>]*>Bag om bevaring<\/a>/);
    expect(html).toContain('>Sæson 2 · Episode 1</p>');
    expect(html).toContain('<time dateTime="2026-02-11">11. februar 2026</time> · 31 min.'); // 30 min 54 s
    expect(html).toMatch(/<button [^>]*aria-label="Afspil episode: Når voks bliver til fund"[^>]*>.*Afspil episode</);
    expect(html).toMatch(
      /<a [^>]*href="https:\/\/www.spreaker.com\/episode\/voks"[^>]*rel="noopener"[^>]*>Lyt på Spreaker/,
    );
  });

  it('a show: its season count and tags, no show kicker and no play button', () => {
    const html = render(<PodcastHero {...f.show} />);
    expect(html).toContain('2 sæsoner');
    expect(html).toContain('Konservering');
    expect(html).not.toContain('Fra podcasten');
    expect(html).not.toContain('<button');
  });

  it('the hero image loads with high priority; a hero with only a title shows nothing else', () => {
    expect(render(<PodcastHero {...f.show} />)).toMatch(/<img [^>]*loading="eager"[^>]*fetchPriority="high"/);
    const html = render(<PodcastHero {...f.minimal} />);
    expect(html).not.toMatch(/<img|<time|<button|<ul|Fra podcasten/);
  });
});
