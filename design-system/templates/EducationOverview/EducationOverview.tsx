import { BlockList, type BlockModel } from '@design-system/blocks/BlockList';
import { EducationHero, type EducationHeroModel } from '@design-system/blocks/EducationHero';
import { TeaserGrid } from '@design-system/blocks/TeaserGrid';
import { useText } from '@design-system/i18n/LocaleContext';
import type { TeaserModel } from '@design-system/primitives/Teaser';

export interface EducationOverviewModel {
  hero: EducationHeroModel;
  /** The school levels (educationLevel pages) under this overview. */
  levels: TeaserModel[];
  blocks: BlockModel[];
}

/** The education overview: hero (h1), the school levels, then the modules. */
export function EducationOverview({ hero, levels, blocks }: EducationOverviewModel) {
  const t = useText();
  return (
    <>
      <EducationHero {...hero} />
      <TeaserGrid title={t('educationLevelsHeading')} items={levels} />
      <BlockList blocks={blocks} />
    </>
  );
}
