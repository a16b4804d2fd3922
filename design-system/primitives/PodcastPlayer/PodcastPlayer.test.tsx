// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, userEvent, within } from '@design-system/testing/render';
import {
  podcastEpisodeFixtures as episodes,
  playerBarFixtures as f,
} from '@fixtures/components/PodcastPlayer.fixtures';
import { wholeMinutes } from './episode';
import { PlayEpisodeButton } from './PlayEpisodeButton';
import { PlayerBarView, type PlayerBarViewProps } from './PlayerBarView';
import { PodcastPlayer } from './PodcastPlayer';
import { hasPlayerCookie, PLAYER_COOKIE } from './playerCookie';
import { playerCookie } from './playerCookieValue';
import { clockTime } from './time';

type BarState = Pick<PlayerBarViewProps, 'episode' | 'status' | 'position' | 'duration'>;
/** Renders the bar; returns the bar's region and the handlers it was given. */
const bar = (state: BarState, locale?: 'en') => {
  const handlers = { onToggle: vi.fn(), onSeek: vi.fn(), onRetry: vi.fn(), onClose: vi.fn() };
  const { container } = render(<PlayerBarView {...state} {...handlers} />, { locale });
  return { region: container.firstElementChild as HTMLElement, ...handlers };
};
const timeShown = (region: HTMLElement, which: 'elapsed' | 'total') =>
  region.querySelector(`[data-player-time="${which}"]`)?.textContent;

describe('PodcastPlayer', () => {
  it('renders nothing on the server, and loads no bar, while no episode is current', () => {
    // Server HTML is the subject: a page without a current episode sends no player.
    expect(renderToStaticMarkup(<PodcastPlayer />)).toBe('');
  });

  it('has play buttons named after their episode, marked with its id (focus returns to them on close)', () => {
    render(<PlayEpisodeButton episode={episodes.longText} />);
    const button = screen.getByRole('button', { name: `Afspil episode: ${episodes.longText.title}` });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-play-episode', 'episode-thule');
    expect(button).toHaveTextContent(/^Afspil episode$/);
    expect(button.firstElementChild?.tagName).toBe('SPAN');
  });
});

describe('the player bar (view)', () => {
  it('playing: a region named "Lydafspiller", pause button named with the title, show, elapsed and total time', () => {
    const { region } = bar(f.default);
    expect(screen.getByRole('region', { name: 'Lydafspiller' })).toBe(region);
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveAttribute('data-status', 'playing');
    expect(within(region).getByRole('button', { name: 'Sæt på pause: Oldtidens guld' })).toBeInTheDocument();
    expect(within(region).getByText('Oldtidens guld').tagName).toBe('P');
    expect(within(region).getByText('Nationalmuseets podcast').tagName).toBe('P');
    expect(timeShown(region, 'elapsed')).toBe('0:37');
    expect(timeShown(region, 'total')).toBe('1:34');
    expect(within(region).getByRole('button', { name: 'Luk afspilleren' })).toBeInTheDocument();
  });

  it('the buttons and the slider tell the owner: play or pause, seek (keys by 5 and 30 seconds, clamped), close', async () => {
    const user = userEvent.setup();
    const { onToggle, onSeek, onClose } = bar(f.default);
    await user.click(screen.getByRole('button', { name: 'Sæt på pause: Oldtidens guld' }));
    expect(onToggle).toHaveBeenCalledOnce();
    const slider = screen.getByRole('slider', { name: 'Afspilningsposition' });
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(onSeek).toHaveBeenLastCalledWith(42);
    await user.keyboard('{PageDown}');
    expect(onSeek).toHaveBeenLastCalledWith(7);
    await user.keyboard('{End}');
    expect(onSeek).toHaveBeenLastCalledWith(94);
    fireEvent.change(slider, { target: { value: '60' } });
    expect(onSeek).toHaveBeenLastCalledWith(60);
    await user.click(screen.getByRole('button', { name: 'Luk afspilleren' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('the position is a native range slider in whole seconds with a spoken value, and the played part drawn', () => {
    bar(f.default);
    const slider = screen.getByRole('slider', { name: 'Afspilningsposition' });
    expect(slider).toHaveAttribute('type', 'range');
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '94');
    expect(slider).toHaveAttribute('step', '1');
    expect(slider).toHaveValue('37');
    expect(slider).toHaveAttribute('aria-valuetext', '0:37 af 1:34');
    expect(slider.getAttribute('style')).toMatch(/^--[^:]+:\s?39\.36\d*%;?$/);
    expect(slider).toBeEnabled();
  });

  it('paused: a play button; the words in the page’s language', () => {
    const danish = bar(f.paused);
    expect(within(danish.region).getByRole('button', { name: 'Afspil: Oldtidens guld' })).toBeInTheDocument();
    const { region } = bar(f.paused, 'en');
    expect(screen.getByRole('region', { name: 'Audio player' })).toBe(region);
    expect(within(region).getByRole('button', { name: 'Play: Oldtidens guld' })).toBeInTheDocument();
    expect(within(region).getByRole('slider')).toHaveAttribute('aria-valuetext', '1:01 of 1:34');
    expect(within(region).getByRole('button', { name: 'Close the player' })).toBeInTheDocument();
  });

  it('loading: the button still pauses, and the live region says the episode is loading', () => {
    const { region } = bar(f.loading);
    expect(region).toHaveAttribute('data-status', 'loading');
    expect(within(region).getByRole('button', { name: 'Sæt på pause: Oldtidens guld' })).toBeInTheDocument();
    expect(within(region).getByRole('status')).toHaveTextContent(/^Henter episoden …$/);
  });

  it('error: the message and a retry button in place of the progress, announced in the live region', async () => {
    const { region, onRetry } = bar(f.error);
    expect(region).toHaveAttribute('data-status', 'error');
    expect(within(region).queryByRole('slider')).toBeNull();
    // Shown once for the eye (hidden from screen readers, who hear it from the live region).
    expect(
      within(region).getByText('Episoden kunne ikke afspilles. Tjek din forbindelse, og prøv igen.', { selector: 'p' }),
    ).toHaveAttribute('aria-hidden', 'true');
    const retryButton = within(region).getByRole('button', { name: 'Prøv igen' });
    expect(retryButton).toHaveAttribute('type', 'button');
    expect(within(region).getByRole('status')).toHaveTextContent(/^Episoden kunne ikke afspilles\./);
    await userEvent.setup().click(retryButton);
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('the live region is empty while playing or paused (it only speaks when something goes on)', () => {
    const playing = bar(f.default);
    expect(within(playing.region).getByRole('status')).toBeEmptyDOMElement();
    const paused = bar(f.paused);
    expect(within(paused.region).getByRole('status')).toBeEmptyDOMElement();
  });

  it('no show and no known length: no show line, and a disabled slider at 0:00', () => {
    const { region } = bar(f.minimal);
    expect(region.querySelectorAll('p')).toHaveLength(1);
    expect(within(region).getByRole('slider')).toBeDisabled();
    expect(timeShown(region, 'total')).toBe('0:00');
  });

  it('a long episode counts hours', () => {
    const { region } = bar(f.longText);
    expect(timeShown(region, 'elapsed')).toBe('20:34');
    expect(timeShown(region, 'total')).toBe('57:01');
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
