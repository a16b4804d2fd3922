import { z } from 'zod';
import { PLAYER_COOKIE, type SavedPlayer } from '@design-system/primitives/PodcastPlayer/playerCookie';
import { HTTPS_OR_PATH, safeUrl } from '../security/safeUrl';

/**
 * The `audio-player-state` cookie's value (written by design-system/primitives/PodcastPlayer/playerCookieValue.ts):
 * the current episode and the position in seconds. The cookie is visitor-controlled input, so every field is
 * checked; a cookie written before positions were stored (no `position`) starts at 0.
 */
export const savedPlayerSchema = z
  .object({
    id: z.string().trim().min(1).max(200),
    title: z.string().trim().min(1).max(300),
    showTitle: z.string().trim().max(300).default(''),
    // https, or root-relative on the site (never `//host`, `/\host`, `javascript:` or `data:`), as the page's player.
    playbackUrl: z
      .string()
      .trim()
      .max(2048)
      .refine((url) => safeUrl(url, HTTPS_OR_PATH) !== null),
    durationMs: z.number().finite().nonnegative(),
    position: z.number().finite().nonnegative().default(0),
  })
  .transform(({ position, ...episode }): SavedPlayer => ({ episode, position }));

/** The cookie's raw value in a Cookie header; undefined when there is none (or it is empty). */
function cookieValue(header: string | undefined): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const pair = part.trim();
    if (pair.startsWith(`${PLAYER_COOKIE}=`)) return pair.slice(PLAYER_COOKIE.length + 1) || undefined;
  }
  return undefined;
}

/**
 * The player state in a request's Cookie header: `state` when the cookie holds a valid one; `present`
 * when there is a cookie at all (a bad one is ignored, and cleared). Never throws.
 */
export function readPlayerState(cookieHeader: string | undefined): { state: SavedPlayer | null; present: boolean } {
  const raw = cookieValue(cookieHeader);
  if (raw === undefined) return { state: null, present: false };
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(raw));
  } catch {
    return { state: null, present: true };
  }
  const parsed = savedPlayerSchema.safeParse(value);
  return { state: parsed.success ? parsed.data : null, present: true };
}
