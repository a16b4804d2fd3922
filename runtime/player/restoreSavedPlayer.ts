import { hasPlayerCookie } from '@design-system/primitives/PodcastPlayer/playerCookie';
import { restoreEpisode } from '@design-system/primitives/PodcastPlayer/playerStore';
import { PLAYER_STATE_PATH } from './paths';

/**
 * After a full page load: when the `audio-player-state` cookie names a podcast, the server reads and
 * validates it (runtime/player/playerStateRoute.ts) and the episode is current again, paused where the
 * visitor left it (the player's bar and its code load then). Nothing is fetched without the cookie; a
 * failure leaves the player empty.
 */
export function restoreSavedPlayer(): void {
  if (!hasPlayerCookie(document.cookie)) return;
  fetch(PLAYER_STATE_PATH, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then((response) => (response.status === 200 ? response.json() : null))
    .then((saved) => saved && restoreEpisode(saved))
    .catch(() => {});
}
