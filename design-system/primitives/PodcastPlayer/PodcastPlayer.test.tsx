import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { podcastEpisodeFixtures as f } from '../../../fixtures/components/PodcastPlayer.fixtures';
import { EPISODE_COOKIE, episodeCookie, readEpisodeCookie, wholeMinutes } from './episodeCookie';
import { PlayEpisodeButton, PodcastPlayer } from './PodcastPlayer';
import { PodcastPlayerProvider } from './PodcastPlayerContext';

describe('PodcastPlayer', () => {
  it('renders nothing when no episode is current', () => {
    expect(
      renderToStaticMarkup(
        <PodcastPlayerProvider>
          <PodcastPlayer />
        </PodcastPlayerProvider>,
      ),
    ).toBe('');
  });

  it('shows the current episode: title, show, whole minutes, a play button and a native audio element', () => {
    const html = renderToStaticMarkup(
      <PodcastPlayerProvider initialEpisode={f.default}>
        <PodcastPlayer />
      </PodcastPlayerProvider>,
    );
    expect(html).toMatch(/^<section class="[^"]+" aria-label="Lydafspiller"/);
    expect(html).toContain('<audio src="/audio/podcast/oldtidens-guld.mp3" preload="none">');
    expect(html).toContain('aria-label="Afspil: Oldtidens guld"');
    expect(html).toContain('Nationalmuseets podcast · 31 min.');
    expect(html).toContain('aria-label="Luk afspilleren"');
  });

  it('has play-episode buttons named after their episode', () => {
    const html = renderToStaticMarkup(
      <PodcastPlayerProvider>
        <PlayEpisodeButton episode={f.longText} />
      </PodcastPlayerProvider>,
    );
    expect(html).toMatch(/^<button type="button"/);
    expect(html).toContain('Afspil episode');
    expect(html).toContain(`: ${f.longText.title}`);
  });
});

describe('episode cookie', () => {
  it('stores the episode as encoded JSON under audio-player-state, and reads it back', () => {
    const assignment = episodeCookie(f.longText);
    expect(assignment.startsWith(`${EPISODE_COOKIE}=`)).toBe(true);
    expect(assignment).toContain('Path=/');
    expect(assignment).toMatch(/Max-Age=\d+/);
    const pair = assignment.split(';')[0] ?? '';
    expect(pair).not.toMatch(/[\s,;"]/);
    expect(readEpisodeCookie(`other=1; ${pair}; theme=dark`)).toEqual(f.longText);
  });

  it('clears the cookie with an empty value and Max-Age=0', () => {
    expect(episodeCookie(null)).toMatch(/^audio-player-state=; Path=\/; SameSite=Lax; Max-Age=0$/);
    expect(episodeCookie(null, true)).toContain('Secure');
  });

  it('ignores a missing, malformed or incomplete cookie', () => {
    const encode = (value: unknown) => `${EPISODE_COOKIE}=${encodeURIComponent(JSON.stringify(value))}`;
    expect(readEpisodeCookie(undefined)).toBeNull();
    expect(readEpisodeCookie('other=1')).toBeNull();
    expect(readEpisodeCookie(`${EPISODE_COOKIE}=%7Bnot-json`)).toBeNull();
    expect(readEpisodeCookie(encode({ ...f.default, durationMs: '30' }))).toBeNull();
    expect(readEpisodeCookie(encode({ ...f.default, playbackUrl: 'javascript:alert(1)' }))).toBeNull();
    expect(readEpisodeCookie(encode({ id: 'x' }))).toBeNull();
  });

  it('rounds durations to whole minutes', () => {
    expect(wholeMinutes(1_854_000)).toBe(31);
    expect(wholeMinutes(40_000)).toBe(1);
    expect(wholeMinutes(0)).toBe(0);
  });
});
