import type { PodcastEpisode } from './episode';

/** What the player remembers between pages and visits: the current episode and where the visitor was in it. */
export interface SavedPlayer {
  episode: PodcastEpisode;
  /** Seconds from the start. */
  position: number;
}

/** Spec: "Persisted player state: a cookie named audio-player-state holding the current podcast". */
export const PLAYER_COOKIE = 'audio-player-state';

/**
 * Whether the cookies (`document.cookie`) name a current podcast, without reading it (the runtime
 * reads and validates it: runtime/player/playerState.ts). The value is written by playerCookieValue.ts.
 */
export function hasPlayerCookie(cookies: string): boolean {
  return cookies.split(';').some((part) => {
    const pair = part.trim();
    return pair.startsWith(`${PLAYER_COOKIE}=`) && pair.length > PLAYER_COOKIE.length + 1;
  });
}
