import { ArticleHero, type ArticleHeroModel } from '../../blocks/ArticleHero';
import { BlockList, type BlockModel } from '../../blocks/BlockList';
import { useText } from '../../i18n/LocaleContext';
import { staticPart } from '../../primitives/StaticIsland';
import type { TeaserModel } from '../../primitives/Teaser';

/** Related content: teasers, kept as server HTML on a first load without their code. */
const TeaserGrid = staticPart('the related content', () =>
  import('../../blocks/TeaserGrid').then((module) => module.TeaserGrid),
);

export interface KnowledgeArticleModel {
  hero: ArticleHeroModel;
  blocks: BlockModel[];
  /** Related articles and themes, shown as a grid under the article. */
  related: TeaserModel[];
}

/**
 * A knowledge article: the article hero (h1), the modules, then related content. The runtime shows
 * it in the shell's article layout (spec 2: in the article wrapper above the header, no footer).
 */
export function KnowledgeArticle({ hero, blocks, related }: KnowledgeArticleModel) {
  const t = useText();
  return (
    <article>
      <ArticleHero {...hero} />
      <BlockList blocks={blocks} />
      <TeaserGrid title={t('articleRelatedHeading')} items={related} />
    </article>
  );
}
