import type { Context } from 'hono';
import { playerCookie } from '@design-system/primitives/PodcastPlayer/playerCookieValue';
import { readPlayerState } from './playerState';

/**
 * GET /api/player-state (PLAYER_STATE_PATH): the player state the visitor's `audio-player-state` cookie
 * holds, validated, as JSON `{ episode, position }`; 204 without one, and a bad cookie is cleared. Pages
 * never read the cookie (they are cached and shared), so after a full page load the browser asks here
 * (runtime/player/restoreSavedPlayer.ts), only when it has the cookie. Private, never stored.
 */
export function playerStateRoute(options: { https: boolean }) {
  return (c: Context): Response => {
    const { state, present } = readPlayerState(c.req.header('cookie'));
    c.header('Cache-Control', 'private, no-store');
    c.header('Vary', 'Cookie');
    if (state) return c.json(state, 200);
    if (present) c.header('Set-Cookie', playerCookie(null, options.https));
    return c.body(null, 204);
  };
}
