import { ArticleHero, type ArticleHeroModel } from '@design-system/blocks/ArticleHero';
import { BlockList, type BlockModel } from '@design-system/blocks/BlockList';
import type { PracticalAsideModel } from '@design-system/blocks/PracticalAside';
import { useText } from '@design-system/i18n/LocaleContext';
import { AsideLayout } from '@design-system/primitives/AsideLayout';
import { type StaticData, staticPart } from '@design-system/primitives/StaticIsland';
import type { TeaserModel } from '@design-system/primitives/Teaser';

/** Related content: teasers, kept as server HTML on a first load without their code. */
const TeaserGrid = staticPart('the related content', () =>
  import('@design-system/blocks/TeaserGrid').then((module) => module.TeaserGrid),
);

/** The practical aside, kept as server HTML on a first load without its code. */
const PracticalAside = staticPart('the practical aside', () =>
  import('@design-system/blocks/PracticalAside').then((module) => module.PracticalAside),
);

export interface KnowledgeArticleModel {
  hero: ArticleHeroModel;
  blocks: BlockModel[];
  /** Related articles and themes, shown as a grid under the article (static data: only their static part reads them). */
  related: StaticData<TeaserModel[]>;
  /**
   * The site's practical facts (opening hours, prices, address, call to action), beside the article's text (static
   * data: only their static part reads them).
   */
  practical?: StaticData<PracticalAsideModel> | null;
}

/**
 * A knowledge article: the article hero (h1), the modules, then related content. The runtime shows
 * it in the shell's article layout (the spec: in the article wrapper above the header, no footer).
 * With the site's practical facts the modules take 8 of the 12 columns from lg, and the "Praktisk" aside the
 * other 4 (after the text on narrow screens).
 */
export function KnowledgeArticle({ hero, blocks, related, practical }: KnowledgeArticleModel) {
  const t = useText();
  return (
    <article>
      <ArticleHero {...hero} />
      <AsideLayout
        lead={<BlockList blocks={blocks} />}
        aside={practical ? <PracticalAside data={practical} /> : null}
      />
      <TeaserGrid title={t('articleRelatedHeading')} items={related} />
    </article>
  );
}
