/** The episode in the podcast player, as stored between pages and visits. */
export interface PodcastEpisode {
  id: string;
  title: string;
  showTitle: string;
  playbackUrl: string;
  durationMs: number;
}

export const EPISODE_COOKIE = 'audio-player-state';
const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

/** The `document.cookie` assignment that stores the episode, or clears it (null). */
export function episodeCookie(episode: PodcastEpisode | null, secure = false): string {
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  if (!episode) return `${EPISODE_COOKIE}=${attributes}; Max-Age=0`;
  const { id, title, showTitle, playbackUrl, durationMs } = episode;
  const value = encodeURIComponent(JSON.stringify({ id, title, showTitle, playbackUrl, durationMs }));
  return `${EPISODE_COOKIE}=${value}${attributes}; Max-Age=${MAX_AGE_SECONDS}`;
}

/**
 * The stored episode from a Cookie header or `document.cookie`. The cookie is visitor-controlled
 * input: anything that is not a complete episode with an http(s) or relative URL gives null.
 */
export function readEpisodeCookie(cookieHeader: string | undefined | null): PodcastEpisode | null {
  if (!cookieHeader) return null;
  const pair = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${EPISODE_COOKIE}=`));
  if (!pair) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(pair.slice(EPISODE_COOKIE.length + 1)));
    if (!value || typeof value !== 'object') return null;
    const { id, title, showTitle, playbackUrl, durationMs } = value as Record<string, unknown>;
    if (typeof id !== 'string' || typeof title !== 'string' || typeof showTitle !== 'string') return null;
    if (typeof playbackUrl !== 'string' || !/^(https?:\/\/|\/)/.test(playbackUrl)) return null;
    if (typeof durationMs !== 'number' || !Number.isFinite(durationMs) || durationMs < 0) return null;
    return { id, title, showTitle, playbackUrl, durationMs };
  } catch {
    return null;
  }
}

/** Duration in whole minutes (at least 1 for any sound at all). */
export function wholeMinutes(durationMs: number): number {
  if (!(durationMs > 0)) return 0;
  return Math.max(1, Math.round(durationMs / 60_000));
}
