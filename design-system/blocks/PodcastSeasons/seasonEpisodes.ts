import type { PodcastEpisode } from '@design-system/primitives/PodcastPlayer';
import { staticData } from '@design-system/primitives/StaticIsland/staticData';
import { isShowableTeaser, type TeaserModel } from '@design-system/primitives/Teaser/teaserModel';
import type { PodcastEpisodeItemModel } from './PodcastSeasons';

/** An episode as a mapper or fixture has it: its row (a teaser), its length, and the episode to play. */
export interface SeasonEpisode {
  teaser: TeaserModel;
  /** Duration in milliseconds, shown in whole minutes. */
  durationMs?: number;
  /** The episode for the player bar; null without a playback URL. */
  episode?: PodcastEpisode | null;
}

/**
 * A season's episodes as the block shows them: those whose teaser can be shown, each row as static data (only the
 * row's static part reads it, so a first load leaves it out of its hydration data). Mappers and fixtures build the
 * block's model with it; the block's own code, which hydrates, reads the key, the length and the episode to play.
 */
export function seasonEpisodes(entries: SeasonEpisode[]): PodcastEpisodeItemModel[] {
  return entries
    .filter((entry) => isShowableTeaser(entry.teaser))
    .map(({ teaser, ...entry }) => ({ key: teaser.key, teaser: staticData(teaser), ...entry }));
}
