import { BlockList, type BlockModel } from '@design-system/blocks/BlockList';
import { EducationHero, type EducationHeroModel } from '@design-system/blocks/EducationHero';
import { TeaserGrid } from '@design-system/blocks/TeaserGrid';
import { useText } from '@design-system/i18n/LocaleContext';
import type { TeaserModel } from '@design-system/primitives/Teaser';

export interface EducationLevelModel {
  /** Breadcrumb: overview, then this level. */
  hero: EducationHeroModel;
  /** The themes (educationTheme pages) of this level. */
  themes: TeaserModel[];
  blocks: BlockModel[];
}

/** A school level: breadcrumb and hero (h1), its themes, then the modules. */
export function EducationLevel({ hero, themes, blocks }: EducationLevelModel) {
  const t = useText();
  return (
    <>
      <EducationHero {...hero} />
      <TeaserGrid title={t('educationThemesHeading')} items={themes} />
      <BlockList blocks={blocks} />
    </>
  );
}
