import { BlockList, type BlockModel } from '@design-system/blocks/BlockList';
import { PodcastHero, type PodcastHeroModel } from '@design-system/blocks/PodcastHero';
import { type PodcastSeasonModel, PodcastSeasons } from '@design-system/blocks/PodcastSeasons';
import { PodcastPlayerScope } from '@design-system/primitives/PodcastPlayer';

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
