import type { PodcastEpisode } from '@design-system/primitives/PodcastPlayer';
import { HTTPS_OR_PATH, safeUrl } from '@runtime/security/safeUrl';

/**
 * The episode the player bar plays: needs an https or root-relative playback URL (`HTTPS_OR_PATH`, the rule the
 * cookie reader applies too). Duration in milliseconds.
 */
export function playableEpisode(episode: {
  id: string;
  title: string | null | undefined;
  showTitle: string | null | undefined;
  playbackUrl: string | null | undefined;
  durationMs: number | null | undefined;
}): PodcastEpisode | null {
  const url = safeUrl(episode.playbackUrl, HTTPS_OR_PATH);
  const title = episode.title?.trim();
  if (!url || !title) return null;
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
