import { describe, expect, it } from 'vitest';
import {
  podcastEpisodeFixtures as episodes,
  playerBarFixtures as f,
} from '../../../fixtures/components/PodcastPlayer.fixtures';
import { renderHtml } from '../../shell/renderForTest';
import { wholeMinutes } from './episode';
import { PlayEpisodeButton } from './PlayEpisodeButton';
import { PlayerBarView, type PlayerBarViewProps } from './PlayerBarView';
import { PodcastPlayer } from './PodcastPlayer';
import { hasPlayerCookie, PLAYER_COOKIE } from './playerCookie';
import { playerCookie } from './playerCookieValue';
import { clockTime } from './time';

const ignore = () => {};
const bar = (state: Pick<PlayerBarViewProps, 'episode' | 'status' | 'position' | 'duration'>, locale?: 'en') =>
  renderHtml(<PlayerBarView {...state} onToggle={ignore} onSeek={ignore} onRetry={ignore} onClose={ignore} />, locale);

describe('PodcastPlayer', () => {
  it('renders nothing on the server, and loads no bar, while no episode is current', () => {
    expect(renderHtml(<PodcastPlayer />)).toBe('');
  });

  it('has play buttons named after their episode, marked with its id (focus returns to them on close)', () => {
    const html = renderHtml(<PlayEpisodeButton episode={episodes.longText} />);
    expect(html).toMatch(/^<button type="button"/);
    expect(html).toContain('data-play-episode="episode-thule"');
    expect(html).toContain(`aria-label="Afspil episode: ${episodes.longText.title}"`);
    expect(html).toMatch(/<\/span>Afspil episode<\/button>$/);
  });
});

describe('the player bar (view)', () => {
  it('playing: a region named "Lydafspiller", pause button named with the title, show, elapsed and total time', () => {
    const html = bar(f.default);
    expect(html).toMatch(/^<section [^>]*aria-label="Lydafspiller"[^>]*data-status="playing"/);
    expect(html).toContain('aria-label="Sæt på pause: Oldtidens guld"');
    expect(html).toContain('>Oldtidens guld</p>');
    expect(html).toContain('>Nationalmuseets podcast</p>');
    expect(html).toContain('data-player-time="elapsed">0:37</span>');
    expect(html).toContain('data-player-time="total">1:34</span>');
    expect(html).toContain('aria-label="Luk afspilleren"');
  });

  it('the position is a native range slider in whole seconds with a spoken value, and the played part drawn', () => {
    const html = bar(f.default);
    const slider = html.match(/<input [^>]*type="range"[^>]*>/)?.[0] ?? '';
    expect(slider).toContain('min="0"');
    expect(slider).toContain('max="94"');
    expect(slider).toContain('step="1"');
    expect(slider).toContain('value="37"');
    expect(slider).toContain('aria-label="Afspilningsposition"');
    expect(slider).toContain('aria-valuetext="0:37 af 1:34"');
    expect(slider).toMatch(/style="--[^:]+:39\.36\d*%"/);
    expect(slider).not.toContain('disabled');
  });

  it('paused: a play button; the words in the page’s language', () => {
    expect(bar(f.paused)).toContain('aria-label="Afspil: Oldtidens guld"');
    const english = bar(f.paused, 'en');
    expect(english).toContain('aria-label="Audio player"');
    expect(english).toContain('aria-label="Play: Oldtidens guld"');
    expect(english).toContain('aria-valuetext="1:01 of 1:34"');
    expect(english).toContain('aria-label="Close the player"');
  });

  it('loading: the button still pauses, and the live region says the episode is loading', () => {
    const html = bar(f.loading);
    expect(html).toContain('data-status="loading"');
    expect(html).toContain('aria-label="Sæt på pause: Oldtidens guld"');
    expect(html).toContain('<span role="status">Henter episoden …</span>');
  });

  it('error: the message and a retry button in place of the progress, announced in the live region', () => {
    const html = bar(f.error);
    expect(html).toContain('data-status="error"');
    expect(html).not.toContain('type="range"');
    expect(html).toContain('Episoden kunne ikke afspilles. Tjek din forbindelse, og prøv igen.</p>');
    expect(html).toMatch(/<button type="button" class="[^"]+">Prøv igen<\/button>/);
    expect(html).toContain('<span role="status">Episoden kunne ikke afspilles.');
  });

  it('the live region is empty while playing or paused (it only speaks when something goes on)', () => {
    expect(bar(f.default)).toContain('<span role="status"></span>');
    expect(bar(f.paused)).toContain('<span role="status"></span>');
  });

  it('no show and no known length: no show line, and a disabled slider at 0:00', () => {
    const html = bar(f.minimal);
    expect(html.match(/<p /g)?.length).toBe(1);
    expect(html).toMatch(/<input [^>]*disabled=""/);
    expect(html).toContain('data-player-time="total">0:00</span>');
  });

  it('a long episode counts hours', () => {
    const html = bar(f.longText);
    expect(html).toContain('data-player-time="elapsed">20:34</span>');
    expect(html).toContain('data-player-time="total">57:01</span>');
  });
});

describe('the audio-player-state cookie (written here, read and validated by the runtime)', () => {
  it('stores the episode and the position in whole seconds as URI-encoded JSON, for 30 days on the whole site', () => {
    const assignment = playerCookie({ episode: episodes.longText, position: 83.7 });
    expect(assignment.startsWith(`${PLAYER_COOKIE}=`)).toBe(true);
    expect(assignment).toMatch(/; Path=\/; SameSite=Lax; Max-Age=2592000$/);
    const pair = assignment.split(';')[0] ?? '';
    expect(pair).not.toMatch(/[\s,;"]/);
    expect(JSON.parse(decodeURIComponent(pair.slice(PLAYER_COOKIE.length + 1)))).toEqual({
      ...episodes.longText,
      position: 83,
    });
  });

  it('clears the cookie with an empty value and Max-Age=0; Secure over https', () => {
    expect(playerCookie(null)).toBe('audio-player-state=; Path=/; SameSite=Lax; Max-Age=0');
    expect(playerCookie(null, true)).toContain('; Secure');
    expect(playerCookie({ episode: episodes.default, position: 0 }, true)).toContain('; Secure');
  });

  it('keeps the cookie small: titles are cut, a bad position is 0', () => {
    const long = { ...episodes.default, title: 'Å'.repeat(2000), showTitle: 'Ø'.repeat(2000) };
    const assignment = playerCookie({ episode: long, position: Number.NaN });
    expect(assignment.length).toBeLessThan(4000);
    const value = JSON.parse(decodeURIComponent(assignment.split(';')[0]?.slice(PLAYER_COOKIE.length + 1) ?? ''));
    expect(value.title).toHaveLength(300);
    expect(value.position).toBe(0);
  });

  it('tells whether a podcast is current without reading the cookie', () => {
    const pair = playerCookie({ episode: episodes.default, position: 12 }).split(';')[0] ?? '';
    expect(hasPlayerCookie(`locale=en; ${pair}`)).toBe(true);
    expect(hasPlayerCookie('locale=en; audio-player-state=')).toBe(false);
    expect(hasPlayerCookie('locale=en; xaudio-player-state=1')).toBe(false);
    expect(hasPlayerCookie('')).toBe(false);
  });
});

describe('times', () => {
  it('shows a clock: m:ss under an hour, h:mm:ss from an hour, 0:00 for nothing', () => {
    expect(clockTime(0)).toBe('0:00');
    expect(clockTime(9.9)).toBe('0:09');
    expect(clockTime(94)).toBe('1:34');
    expect(clockTime(3599)).toBe('59:59');
    expect(clockTime(3661)).toBe('1:01:01');
    expect(clockTime(Number.NaN)).toBe('0:00');
    expect(clockTime(-5)).toBe('0:00');
  });

  it('rounds durations to whole minutes', () => {
    expect(wholeMinutes(1_854_000)).toBe(31);
    expect(wholeMinutes(40_000)).toBe(1);
    expect(wholeMinutes(0)).toBe(0);
  });
});
