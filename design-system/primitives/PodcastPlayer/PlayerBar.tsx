'use client';

import { useCallback, useEffect, useReducer, useRef, useSyncExternalStore } from 'react';
import { useRootHeightVar } from '@design-system/theme/rootHeightVar';
import { barHeightVar } from './PlayerBar.css';
import { PlayerBarView, type PlayerStatus } from './PlayerBarView';
import { closePlayer, persist, retryPlayback, seekTo } from './playerSession';
import { type CurrentEpisode, togglePlayback } from './playerStore';

/** The audio element's events that change what the bar shows. */
const AUDIO_EVENTS = [
  'loadstart',
  'loadedmetadata',
  'durationchange',
  'canplay',
  'play',
  'playing',
  'waiting',
  'pause',
  'seeking',
  'seeked',
  'timeupdate',
  'ended',
  'error',
  'emptied',
];

interface AudioState {
  status: PlayerStatus;
  /** Whole seconds, so the bar renders once a second while playing. */
  position: number;
  duration: number;
}

function readAudio(current: CurrentEpisode): AudioState {
  const { audio, episode } = current;
  const status: PlayerStatus = audio.error
    ? 'error'
    : audio.paused
      ? 'paused'
      : audio.seeking || audio.readyState < HTMLMediaElement.HAVE_FUTURE_DATA
        ? 'loading'
        : 'playing';
  // The audio's own length once known; until then the one the content gives.
  const duration = Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : episode.durationMs / 1000;
  return { status, position: Math.floor(current.position()), duration };
}

/** What the audio element is doing, re-read on each of its events. */
function useAudioState(current: CurrentEpisode): AudioState {
  const last = useRef<AudioState | null>(null);
  const subscribe = useCallback(
    (onChange: () => void) => {
      for (const type of AUDIO_EVENTS) current.audio.addEventListener(type, onChange);
      return () => {
        for (const type of AUDIO_EVENTS) current.audio.removeEventListener(type, onChange);
      };
    },
    [current],
  );
  const snapshot = () => {
    const next = readAudio(current);
    const previous = last.current;
    if (
      previous &&
      previous.status === next.status &&
      previous.position === next.position &&
      previous.duration === next.duration
    )
      return previous;
    last.current = next;
    return next;
  };
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The episode in the system's media controls (lock screen, keyboard media keys, headset buttons). */
function useMediaSession(current: CurrentEpisode): void {
  useEffect(() => {
    if (!('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return;
    const session = navigator.mediaSession;
    session.metadata = new MediaMetadata({ title: current.episode.title, artist: current.episode.showTitle });
    const { audio } = current;
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => audio.paused && togglePlayback()],
      ['pause', () => audio.pause()],
      ['seekbackward', (details) => seekTo(Math.max(0, current.position() - (details.seekOffset ?? 10)))],
      ['seekforward', (details) => seekTo(current.position() + (details.seekOffset ?? 10))],
      ['seekto', (details) => details.seekTime !== undefined && seekTo(details.seekTime)],
    ];
    // A browser that does not know an action throws: it simply goes without it.
    const handle = (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
      try {
        session.setActionHandler(action, handler);
      } catch {}
    };
    for (const [action, handler] of handlers) handle(action, handler);
    return () => {
      session.metadata = null;
      for (const [action] of handlers) handle(action, null);
    };
  }, [current]);
}

/** Where focus goes when the bar closes: the control that started playback, else the main area. */
function focusAfterClose(back: HTMLElement | null): void {
  back?.focus();
  if (back && document.activeElement === back) return;
  document.querySelector<HTMLElement>('main')?.focus();
}

/**
 * The bar for the current episode (design-system/primitives/PodcastPlayer/PodcastPlayer.tsx loads
 * this module only once an episode is current): the view, driven by the audio element's events.
 */
export function PlayerBar({ current }: { current: CurrentEpisode }) {
  const { status, position, duration } = useAudioState(current);
  // A seek re-renders at once, so the slider never springs back to the old position for a frame.
  const [, rendered] = useReducer((count: number) => count + 1, 0);
  const bar = useRef<HTMLElement>(null);
  // The bar's height, for the scroll padding that keeps focused elements above it.
  useRootHeightVar(bar, barHeightVar);
  useMediaSession(current);
  useEffect(() => persist(current), [current]);
  return (
    <PlayerBarView
      ref={bar}
      episode={current.episode}
      status={status}
      position={position}
      duration={duration}
      onToggle={togglePlayback}
      onSeek={(seconds) => {
        seekTo(seconds);
        rendered();
      }}
      onRetry={retryPlayback}
      onClose={() => focusAfterClose(closePlayer())}
    />
  );
}
