import { BlockList, type BlockModel } from '@design-system/blocks/BlockList';
import { PageHero, type PageHeroModel } from '@design-system/blocks/PageHero';
import { TeaserGrid } from '@design-system/blocks/TeaserGrid';
import { useText } from '@design-system/i18n/LocaleContext';
import type { TeaserModel } from '@design-system/primitives/Teaser';

export interface PodcastOverviewModel {
  hero: PageHeroModel;
  /** The podcast shows, the newest first. */
  shows: TeaserModel[];
  /** The newest episodes across the shows. */
  latestEpisodes: TeaserModel[];
  blocks: BlockModel[];
}

/** The podcast overview: hero (h1), every show, the newest episodes, then the modules. */
export function PodcastOverview({ hero, shows, latestEpisodes, blocks }: PodcastOverviewModel) {
  const t = useText();
  return (
    <>
      <PageHero {...hero} />
      <TeaserGrid title={t('podcastShowsHeading')} items={shows} />
      <TeaserGrid title={t('podcastLatestHeading')} items={latestEpisodes} />
      <BlockList blocks={blocks} />
    </>
  );
}
