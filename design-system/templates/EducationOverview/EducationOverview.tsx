import { BlockList, type BlockModel } from '../../blocks/BlockList';
import { EducationHero, type EducationHeroModel } from '../../blocks/EducationHero';
import { TeaserGrid } from '../../blocks/TeaserGrid';
import { useText } from '../../i18n/LocaleContext';
import type { TeaserModel } from '../../primitives/Teaser';

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
