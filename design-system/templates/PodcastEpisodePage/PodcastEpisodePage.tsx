import { BlockList, type BlockModel } from '@design-system/blocks/BlockList';
import { PodcastEpisodeTabs, type PodcastEpisodeTabsModel } from '@design-system/blocks/PodcastEpisodeTabs';
import { PodcastHero, type PodcastHeroModel } from '@design-system/blocks/PodcastHero';
import { useText } from '@design-system/i18n/LocaleContext';
import { PodcastPlayerScope } from '@design-system/primitives/PodcastPlayer';
import { type StaticData, staticPart } from '@design-system/primitives/StaticIsland';
import type { TeaserModel } from '@design-system/primitives/Teaser';

/** More episodes: teasers, kept as server HTML on a first load without their code. */
const TeaserGrid = staticPart('the more episodes', () =>
  import('@design-system/blocks/TeaserGrid').then((module) => module.TeaserGrid),
);

export interface PodcastEpisodePageModel {
  /** With `episode`, the hero's play button puts it in the player bar. */
  hero: PodcastHeroModel;
  /** The about tab and the transcript (`episodeTabs`: static data, or null when there is nothing to show). */
  about?: PodcastEpisodeTabsModel['about'];
  transcript?: PodcastEpisodeTabsModel['transcript'];
  /** Other episodes of the show (static data: only their static part reads them). */
  moreEpisodes: StaticData<TeaserModel[]>;
  blocks: BlockModel[];
}

/**
 * A podcast episode: hero (h1) with the play button, the about and transcript tabs (tabs only when
 * both exist, the spec), the modules, more episodes, and the player bar.
 */
export function PodcastEpisodePage({ hero, about, transcript, moreEpisodes, blocks }: PodcastEpisodePageModel) {
  const t = useText();
  return (
    <PodcastPlayerScope>
      <PodcastHero {...hero} />
      <PodcastEpisodeTabs about={about} transcript={transcript} />
      <BlockList blocks={blocks} />
      <TeaserGrid title={t('podcastEpisodesHeading')} items={moreEpisodes} />
    </PodcastPlayerScope>
  );
}
