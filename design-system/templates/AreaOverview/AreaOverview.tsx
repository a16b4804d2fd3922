import { BlockList, type BlockModel } from '@design-system/blocks/BlockList';
import { PageHero, type PageHeroModel } from '@design-system/blocks/PageHero';
import { TeaserGrid } from '@design-system/blocks/TeaserGrid';
import type { DictionaryKey } from '@design-system/i18n/dictionary';
import { useText } from '@design-system/i18n/LocaleContext';
import type { TeaserModel } from '@design-system/primitives/Teaser';

/** A section of an area's front: teasers under a heading from the interface words. */
export interface AreaOverviewSection {
  heading: DictionaryKey;
  items: TeaserModel[];
}

export interface AreaOverviewModel {
  hero: PageHeroModel;
  /** E.g. the knowledge themes, then the newest articles; the first teaser of each large. */
  sections: AreaOverviewSection[];
  blocks: BlockModel[];
}

/**
 * The front of a content area (the knowledge articles, the podcasts): hero (h1), its sections of teasers, each under
 * its heading (an empty one is left out), then the modules.
 */
export function AreaOverview({ hero, sections, blocks }: AreaOverviewModel) {
  const t = useText();
  return (
    <>
      <PageHero {...hero} />
      {sections.map((section) => (
        <TeaserGrid key={section.heading} title={t(section.heading)} items={section.items} />
      ))}
      <BlockList blocks={blocks} />
    </>
  );
}
