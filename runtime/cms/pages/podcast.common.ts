import type { PodcastEpisode } from '../../../design-system/primitives/PodcastPlayer';

/** https, or root-relative on the site (never protocol-relative `//host`). */
const PLAYABLE_URL = /^(https:\/\/|\/(?!\/))/i;

/**
 * The episode the player bar plays: needs an http(s) or root-relative playback URL (the cookie
 * reader accepts no other). Duration in milliseconds (spec 3).
 */
export function playableEpisode(episode: {
  id: string;
  title: string | null | undefined;
  showTitle: string | null | undefined;
  playbackUrl: string | null | undefined;
  durationMs: number | null | undefined;
}): PodcastEpisode | null {
  const url = episode.playbackUrl?.trim();
  const title = episode.title?.trim();
  if (!url || !PLAYABLE_URL.test(url) || !title) return null;
  return {
    id: episode.id,
    title,
    showTitle: episode.showTitle?.trim() ?? '',
    playbackUrl: url,
    durationMs: episode.durationMs && episode.durationMs > 0 ? episode.durationMs : 0,
  };
}

/** ISO 8601 duration in whole minutes ("PT31M") for schema.org timeRequired. */
export function isoMinutes(durationMs: number | null | undefined): string | undefined {
  if (!durationMs || durationMs <= 0) return undefined;
  return `PT${Math.max(1, Math.round(durationMs / 60_000))}M`;
}
