/** An episode the podcast player can play. */
export interface PodcastEpisode {
  id: string;
  title: string;
  showTitle: string;
  /** An https or root-relative URL of the audio. */
  playbackUrl: string;
  /** The length the content gives, in milliseconds (0 when unknown); the audio's own length wins once known. */
  durationMs: number;
}

/** Duration in whole minutes (at least 1 for any sound at all). */
export function wholeMinutes(durationMs: number): number {
  if (!(durationMs > 0)) return 0;
  return Math.max(1, Math.round(durationMs / 60_000));
}
