import { BlockList, type BlockModel } from '../../blocks/BlockList';
import { PodcastHero, type PodcastHeroModel } from '../../blocks/PodcastHero';
import { type PodcastSeasonModel, PodcastSeasons } from '../../blocks/PodcastSeasons';
import { type PodcastEpisode, PodcastPlayerScope } from '../../primitives/PodcastPlayer';

export interface PodcastShowPageModel {
  hero: PodcastHeroModel;
  seasons: PodcastSeasonModel[];
  blocks: BlockModel[];
  /** The episode in the player when the page opens (from the visitor's cookie). */
  initialEpisode?: PodcastEpisode | null;
}

/**
 * A podcast show: hero (h1), its seasons and episodes in tabs (each episode playable in the player
 * bar, which remembers the episode in the `audio-player-state` cookie), then the modules.
 */
export function PodcastShowPage({ hero, seasons, blocks, initialEpisode = null }: PodcastShowPageModel) {
  return (
    <PodcastPlayerScope initialEpisode={initialEpisode}>
      <PodcastHero {...hero} />
      <PodcastSeasons seasons={seasons} />
      <BlockList blocks={blocks} />
    </PodcastPlayerScope>
  );
}
