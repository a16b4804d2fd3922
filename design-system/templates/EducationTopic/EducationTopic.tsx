import { BlockList, type BlockModel } from '@design-system/blocks/BlockList';
import type { EducationHeroModel } from '@design-system/blocks/EducationHero';
import { EducationTabs, type EducationVariantModel } from '@design-system/blocks/EducationTabs';
import { type StaticData, staticPart } from '@design-system/primitives/StaticIsland';

/** Only the tabs need a browser: a first load keeps the hero's server HTML without its code. */
const EducationHero = staticPart('the education hero', () =>
  import('@design-system/blocks/EducationHero').then((module) => module.EducationHero),
);

export interface EducationTopicModel {
  /**
   * Breadcrumb: overview, level, theme, then this topic; tags "Undervisningsforløb", "Materialer" (static data: only
   * the hero's static part reads it).
   */
  hero: StaticData<EducationHeroModel>;
  teacher?: EducationVariantModel | null;
  student?: EducationVariantModel | null;
  blocks: BlockModel[];
}

/** An education topic: breadcrumb, hero (h1) and tags, the teacher and student tabs, then the modules. */
export function EducationTopic({ hero, teacher, student, blocks }: EducationTopicModel) {
  return (
    <>
      <EducationHero data={hero} />
      <EducationTabs teacher={teacher} student={student} />
      <BlockList blocks={blocks} />
    </>
  );
}
