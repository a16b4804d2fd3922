import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { podcastTeaserFixtures as f } from '../../../fixtures/components/PodcastTeaser.fixtures';
import { PodcastTeaser } from './PodcastTeaser';
import { podcastHeadingLevel } from './podcastHeadingLevel';

describe('PodcastTeaser', () => {
  it('is an h2 when the title is under 30 characters, otherwise an h3', () => {
    expect([...f.title29.title]).toHaveLength(29);
    expect([...f.title30.title]).toHaveLength(30);
    expect(renderToStaticMarkup(<PodcastTeaser {...f.title29} />)).toMatch(/<h2[^>]*><a [^>]*>Jernnagler fra/);
    expect(renderToStaticMarkup(<PodcastTeaser {...f.title30} />)).toMatch(/<h3[^>]*><a [^>]*>Jernnaglerne fra/);
    expect(podcastHeadingLevel('Å'.repeat(29))).toBe(2);
    expect(podcastHeadingLevel('Å'.repeat(30))).toBe(3);
  });

  it('shows the duration in whole minutes', () => {
    expect(renderToStaticMarkup(<PodcastTeaser {...f.default} />)).toContain('29 min.'); // 28 min 45 s
    expect(renderToStaticMarkup(<PodcastTeaser {...f.title29} />)).toContain('1 min.'); // 89.999 s
    expect(renderToStaticMarkup(<PodcastTeaser {...f.title30} />)).toContain('2 min.'); // 90 s
    expect(renderToStaticMarkup(<PodcastTeaser {...f.longText} />)).not.toMatch(/\d+[.,]\d+ min/);
  });

  it('shows season and episode before the title of an episode, and the season count of a show', () => {
    const html = renderToStaticMarkup(<PodcastTeaser {...f.default} />);
    expect(html).toContain('Sæson 2 · Episode 4');
    expect(html).toContain('>Episode</span>');
    expect(renderToStaticMarkup(<PodcastTeaser {...f.show} />)).toContain('3 sæsoner');
  });

  it('renders nothing without a title', () => {
    expect(renderToStaticMarkup(<PodcastTeaser {...f.empty} />)).toBe('');
  });
});
