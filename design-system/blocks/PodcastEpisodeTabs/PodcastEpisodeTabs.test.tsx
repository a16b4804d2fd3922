import { beforeAll, describe, expect, it } from 'vitest';
import { podcastEpisodePageFixtures as f } from '../../../fixtures/components/PodcastPages.fixtures';
import { loadStaticParts } from '../../primitives/StaticIsland';
import { count, renderHtml } from '../../shell/renderForTest';
import { PodcastEpisodeTabs } from './PodcastEpisodeTabs';

// Parts of these components are static parts, rendered from their code once it is loaded.
beforeAll(loadStaticParts);

const about = f.default.about;
const transcript = f.default.transcript;

describe('PodcastEpisodeTabs', () => {
  it('spec: "Podcast tabs appear only when both tab contents exist" – both: a tab list, about first', () => {
    const html = renderHtml(<PodcastEpisodeTabs about={about} transcript={transcript} />);
    expect(count(html, /role="tab"/)).toBe(2);
    expect(html.indexOf('Om episoden')).toBeLessThan(html.indexOf('Udskrift'));
    expect(html).toContain('Anna Friis');
    expect(html).toContain('Line Due, konservator');
  });

  it('only the about text: no tab list, the text under an h2', () => {
    const html = renderHtml(<PodcastEpisodeTabs about={about} transcript={[]} />);
    expect(html).not.toContain('role="tab"');
    expect(html).toMatch(/<h2[^>]*>Om episoden<\/h2>/);
  });

  it('only the transcript: no tab list, the transcript under an h2', () => {
    const html = renderHtml(
      <PodcastEpisodeTabs about={{ description: [], participants: [] }} transcript={transcript} />,
    );
    expect(html).not.toContain('role="tab"');
    expect(html).toMatch(/<h2[^>]*>Udskrift<\/h2>/);
  });

  it('neither: nothing', () => {
    expect(renderHtml(<PodcastEpisodeTabs about={null} transcript={null} />)).toBe('');
  });
});
