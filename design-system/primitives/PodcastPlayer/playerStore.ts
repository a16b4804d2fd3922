'use client';

import type { PodcastEpisode } from './episode';
import type { SavedPlayer } from './playerCookie';

/**
 * The podcast player's state for the whole visit, outside React: the current episode and the audio
 * element playing it. The element belongs to no component, so an episode keeps playing while pages
 * change, and it is created in the click that starts playback (browsers allow sound only then).
 * Components read it through `subscribePlayer` (useSyncExternalStore): a change re-renders only the
 * play buttons and the bar, never the shell around them (a context above the shell re-rendered the
 * deferred footer before it had hydrated, and React dropped its server HTML).
 *
 * This module is on every page, so it holds only what the play buttons need; the bar's code (loaded
 * once an episode is current) stores the state to the cookie and seeks, retries and closes
 * (playerSession.ts).
 */
export interface CurrentEpisode {
  readonly episode: PodcastEpisode;
  readonly audio: HTMLAudioElement;
  /** Where to start once the audio has loaded its metadata (a restored or early seek), else null. */
  pending: number | null;
  /** Seconds from the start: where the audio is, or will start. */
  position(): number;
}

let current: CurrentEpisode | null = null;
/** The control that started playback: focus returns to it when the player closes. */
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function stop(audio: HTMLAudioElement): void {
  audio.pause();
  audio.removeAttribute('src');
  audio.load();
}

/** Makes the episode current in a new audio element, to start at `start` seconds. */
export function loadEpisode(episode: PodcastEpisode, start: number, preload: 'auto' | 'metadata'): void {
  const previous = current;
  const audio = new Audio();
  const entry: CurrentEpisode = {
    episode,
    audio,
    pending: start > 0 ? start : null,
    position: () => entry.pending ?? audio.currentTime,
  };
  for (const type of ['play', 'pause', 'ended', 'error'])
    audio.addEventListener(type, () => entry === current && emit());
  audio.addEventListener('loadedmetadata', () => {
    if (entry.pending !== null) audio.currentTime = entry.pending;
    entry.pending = null;
  });
  current = entry;
  if (previous) stop(previous.audio);
  audio.preload = preload;
  audio.src = episode.playbackUrl;
  emit();
}

function start(): void {
  // A refusal (no sound allowed yet) or a failed source shows in the element's state, which the bar reads.
  current?.audio.play().catch(emit);
}

export function subscribePlayer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentEpisode(): CurrentEpisode | null {
  return current;
}

/** Whether this episode is playing (or about to, while it loads). */
export function isPlaying(episodeId: string): boolean {
  return current?.episode.id === episodeId && !current.audio.paused && !current.audio.error;
}

/** Starts the episode from the start, or resumes it when it is the current one. */
export function playEpisode(episode: PodcastEpisode, from?: HTMLElement | null): void {
  opener = from ?? null;
  if (current?.episode.id !== episode.id) loadEpisode(episode, 0, 'auto');
  start();
}

/** Plays or pauses the current episode; after an error, loads it again from where it was and plays it. */
export function togglePlayback(): void {
  if (!current) return;
  if (current.audio.error) {
    loadEpisode(current.episode, current.position(), 'auto');
    start();
  } else if (current.audio.paused) start();
  else current.audio.pause();
}

/**
 * The stored episode after a full page load: current again, paused at its position (never playing
 * on its own). Ignored when an episode is already current.
 */
export function restoreEpisode(saved: SavedPlayer): void {
  if (!current) loadEpisode(saved.episode, saved.position, 'metadata');
}

/** Stops and forgets the current episode; returns it and the control that started it. */
export function endEpisode(): { episode: PodcastEpisode; opener: HTMLElement | null } | null {
  if (!current) return null;
  const ended = { episode: current.episode, opener };
  stop(current.audio);
  current = null;
  opener = null;
  emit();
  return ended;
}
