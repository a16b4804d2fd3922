// @vitest-environment happy-dom
import type { ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@design-system/testing/render';
import { podcastTeaserFixtures as f } from '@fixtures/components/PodcastTeaser.fixtures';
import { PodcastTeaser } from './PodcastTeaser';
import { podcastHeadingLevel } from './podcastHeadingLevel';

/** The teaser's text as a visitor reads it. */
const textOf = (props: ComponentProps<typeof PodcastTeaser>) => {
  const { container, unmount } = render(<PodcastTeaser {...props} />);
  const text = container.textContent ?? '';
  unmount();
  return text;
};

describe('PodcastTeaser', () => {
  it('is an h2 when the title is under 30 characters, otherwise an h3', () => {
    expect([...f.title29.title]).toHaveLength(29);
    expect([...f.title30.title]).toHaveLength(30);
    const { unmount } = render(<PodcastTeaser {...f.title29} />);
    expect(within(screen.getByRole('heading', { level: 2 })).getByRole('link')).toHaveTextContent(/^Jernnagler fra/);
    unmount();
    render(<PodcastTeaser {...f.title30} />);
    expect(within(screen.getByRole('heading', { level: 3 })).getByRole('link')).toHaveTextContent(/^Jernnaglerne fra/);
    expect(podcastHeadingLevel('Å'.repeat(29))).toBe(2);
    expect(podcastHeadingLevel('Å'.repeat(30))).toBe(3);
  });

  it('shows the duration in whole minutes', () => {
    expect(textOf(f.default)).toContain('29 min.'); // 28 min 45 s
    expect(textOf(f.title29)).toContain('1 min.'); // 89.999 s
    expect(textOf(f.title30)).toContain('2 min.'); // 90 s
    expect(textOf(f.longText)).not.toMatch(/\d+[.,]\d+ min/);
  });

  it('shows season and episode before the title of an episode, and the season count of a show', () => {
    const { unmount } = render(<PodcastTeaser {...f.default} />);
    expect(screen.getByText('Sæson 2 · Episode 4')).toBeInTheDocument();
    expect(screen.getByText('Episode', { selector: 'span' })).toBeInTheDocument();
    unmount();
    expect(textOf(f.show)).toContain('3 sæsoner');
  });

  it('renders nothing without a title', () => {
    expect(renderToStaticMarkup(<PodcastTeaser {...f.empty} />)).toBe('');
  });
});
