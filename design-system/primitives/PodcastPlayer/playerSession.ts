'use client';

import { playerCookie } from './playerCookieValue';
import { type CurrentEpisode, currentEpisode, endEpisode, loadEpisode, togglePlayback } from './playerStore';

/**
 * What the player bar does with the current episode (loaded with the bar, playerStore.ts holds the
 * state): store it to the `audio-player-state` cookie with the position, seek, retry and close.
 */

/** How often, at most, the position is written to the cookie while playing. */
const SAVE_INTERVAL_MS = 5000;

/** Writes the current episode and position to the cookie, or clears it. */
function save(): void {
  const current = currentEpisode();
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the sites support
  document.cookie = playerCookie(
    current ? { episode: current.episode, position: current.position() } : null,
    location.protocol === 'https:',
  );
}

/**
 * Keeps the cookie up to date while the episode is current: at once, then on pause, seek and end,
 * every few seconds while playing, and when the visitor leaves the page. Returns the clean-up.
 */
export function persist(current: CurrentEpisode): () => void {
  const { audio } = current;
  let savedAt = Date.now();
  const saveNow = () => {
    savedAt = Date.now();
    if (currentEpisode() === current) save();
  };
  const saveWhilePlaying = () => Date.now() - savedAt > SAVE_INTERVAL_MS && saveNow();
  const saveWhenHidden = () => document.visibilityState === 'hidden' && saveNow();
  saveNow();
  for (const type of ['pause', 'seeked', 'ended']) audio.addEventListener(type, saveNow);
  audio.addEventListener('timeupdate', saveWhilePlaying);
  addEventListener('pagehide', saveNow);
  document.addEventListener('visibilitychange', saveWhenHidden);
  return () => {
    for (const type of ['pause', 'seeked', 'ended']) audio.removeEventListener(type, saveNow);
    audio.removeEventListener('timeupdate', saveWhilePlaying);
    removeEventListener('pagehide', saveNow);
    document.removeEventListener('visibilitychange', saveWhenHidden);
  };
}

/** Moves to a position (seconds), also before the audio has loaded. */
export function seekTo(seconds: number): void {
  const current = currentEpisode();
  if (!current) return;
  if (current.audio.readyState === HTMLMediaElement.HAVE_NOTHING) {
    current.pending = seconds;
    save();
  } else current.audio.currentTime = seconds;
}

/** Loads the current episode again, from where it was, and plays it. */
export function retryPlayback(): void {
  const current = currentEpisode();
  if (!current) return;
  loadEpisode(current.episode, current.position(), 'auto');
  togglePlayback();
}

/**
 * Stops and forgets the current episode (the cookie is cleared). Returns where focus should go: the
 * control that started playback, or another play button of the episode, when the page shows one.
 */
export function closePlayer(): HTMLElement | null {
  const ended = endEpisode();
  save();
  if (!ended) return null;
  // The starting button, if the page still shows it for this episode (after a client-side navigation React may
  // have reused the element for another episode's button); else another play button of the episode.
  const selector = `[data-play-episode="${CSS.escape(ended.episode.id)}"]`;
  return ended.opener?.isConnected && ended.opener.matches(selector)
    ? ended.opener
    : document.querySelector<HTMLElement>(selector);
}
