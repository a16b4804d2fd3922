import { BlockList, type BlockModel } from '@design-system/blocks/BlockList';
import { PageHero, type PageHeroModel } from '@design-system/blocks/PageHero';
import { TeaserGrid } from '@design-system/blocks/TeaserGrid';
import { useText } from '@design-system/i18n/LocaleContext';
import type { TeaserModel } from '@design-system/primitives/Teaser';

export interface KnowledgeOverviewModel {
  hero: PageHeroModel;
  /** The knowledge themes, the first one large. */
  themes: TeaserModel[];
  /** The newest knowledge articles. */
  articles: TeaserModel[];
  blocks: BlockModel[];
}

/** The knowledge overview: hero (h1), the themes, the newest articles, then the modules. */
export function KnowledgeOverview({ hero, themes, articles, blocks }: KnowledgeOverviewModel) {
  const t = useText();
  return (
    <>
      <PageHero {...hero} />
      <TeaserGrid title={t('knowledgeThemesHeading')} items={themes} />
      <TeaserGrid title={t('knowledgeArticlesHeading')} items={articles} />
      <BlockList blocks={blocks} />
    </>
  );
}
