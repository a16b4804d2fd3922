import { BlockList, type BlockModel } from '../../blocks/BlockList';
import { PodcastHero, type PodcastHeroModel } from '../../blocks/PodcastHero';
import { type PodcastSeasonModel, PodcastSeasons } from '../../blocks/PodcastSeasons';
import { PodcastPlayerScope } from '../../primitives/PodcastPlayer';

export interface PodcastShowPageModel {
  hero: PodcastHeroModel;
  seasons: PodcastSeasonModel[];
  blocks: BlockModel[];
}

/**
 * A podcast show: hero (h1), its seasons and episodes in tabs (each episode playable in the player
 * bar, which remembers the episode in the `audio-player-state` cookie), then the modules.
 */
export function PodcastShowPage({ hero, seasons, blocks }: PodcastShowPageModel) {
  return (
    <PodcastPlayerScope>
      <PodcastHero {...hero} />
      <PodcastSeasons seasons={seasons} />
      <BlockList blocks={blocks} />
    </PodcastPlayerScope>
  );
}
