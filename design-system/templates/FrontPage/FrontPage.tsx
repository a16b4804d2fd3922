import { BlockList, type BlockModel } from '@design-system/blocks/BlockList';
import { FrontPageHero, type FrontPageHeroModel } from '@design-system/blocks/FrontPageHero';

export interface FrontPageModel {
  hero: FrontPageHeroModel;
  blocks: BlockModel[];
}

/** The front page: a hero of featured items, then the modules. */
export function FrontPage({ hero, blocks }: FrontPageModel) {
  return (
    <>
      <FrontPageHero {...hero} />
      <BlockList blocks={blocks} />
    </>
  );
}
