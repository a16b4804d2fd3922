import { BlockList, type BlockModel } from '@design-system/blocks/BlockList';
import { EducationHero, type EducationHeroModel } from '@design-system/blocks/EducationHero';
import { TeaserGrid } from '@design-system/blocks/TeaserGrid';
import { useText } from '@design-system/i18n/LocaleContext';
import type { TeaserModel } from '@design-system/primitives/Teaser';

export interface EducationThemeModel {
  /** Breadcrumb: overview, level, then this theme. */
  hero: EducationHeroModel;
  /** Spec: the education topic list shows all its items (no limit of 4). */
  topics: TeaserModel[];
  blocks: BlockModel[];
}

/** An education theme: breadcrumb and hero (h1), the modules, then every topic of the theme. */
export function EducationTheme({ hero, topics, blocks }: EducationThemeModel) {
  const t = useText();
  return (
    <>
      <EducationHero {...hero} />
      <BlockList blocks={blocks} />
      <TeaserGrid title={t('educationTopicsHeading')} items={topics} />
    </>
  );
}
