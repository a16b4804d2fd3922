import { PLAYER_COOKIE, type SavedPlayer } from './playerCookie';

const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
/** Titles are cut in the cookie so it stays far below the 4 KB a browser keeps of a cookie. */
const MAX_TITLE = 300;

/**
 * The `document.cookie` assignment (or Set-Cookie value) that stores the player's state, or clears it
 * (null). The value is URI-encoded JSON of the episode's fields and the position in whole seconds:
 * `{"id":…,"title":…,"showTitle":…,"playbackUrl":…,"durationMs":…,"position":…}`. It is read, and
 * validated, by the runtime (runtime/player/playerState.ts), never by the server's pages.
 */
export function playerCookie(state: SavedPlayer | null, secure = false): string {
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  if (!state) return `${PLAYER_COOKIE}=${attributes}; Max-Age=0`;
  const { id, title, showTitle, playbackUrl, durationMs } = state.episode;
  const value = encodeURIComponent(
    JSON.stringify({
      id,
      title: title.slice(0, MAX_TITLE),
      showTitle: showTitle.slice(0, MAX_TITLE),
      playbackUrl,
      durationMs,
      position: Math.max(0, Math.floor(state.position) || 0),
    }),
  );
  return `${PLAYER_COOKIE}=${value}${attributes}; Max-Age=${MAX_AGE_SECONDS}`;
}
