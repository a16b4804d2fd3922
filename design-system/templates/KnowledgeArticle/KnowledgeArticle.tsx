import { ArticleHero, type ArticleHeroModel } from '../../blocks/ArticleHero';
import { BlockList, type BlockModel } from '../../blocks/BlockList';
import type { PracticalAsideModel } from '../../blocks/PracticalAside';
import { useText } from '../../i18n/LocaleContext';
import { AsideLayout } from '../../primitives/AsideLayout';
import { staticPart } from '../../primitives/StaticIsland';
import type { TeaserModel } from '../../primitives/Teaser';

/** Related content: teasers, kept as server HTML on a first load without their code. */
const TeaserGrid = staticPart('the related content', () =>
  import('../../blocks/TeaserGrid').then((module) => module.TeaserGrid),
);

/** The practical aside, kept as server HTML on a first load without its code. */
const PracticalAside = staticPart('the practical aside', () =>
  import('../../blocks/PracticalAside').then((module) => module.PracticalAside),
);

export interface KnowledgeArticleModel {
  hero: ArticleHeroModel;
  blocks: BlockModel[];
  /** Related articles and themes, shown as a grid under the article. */
  related: TeaserModel[];
  /** The site's practical facts (opening hours, prices, address, call to action), beside the article's text. */
  practical?: PracticalAsideModel | null;
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
      <AsideLayout lead={<BlockList blocks={blocks} />} aside={practical ? <PracticalAside {...practical} /> : null} />
      <TeaserGrid title={t('articleRelatedHeading')} items={related} />
    </article>
  );
}
