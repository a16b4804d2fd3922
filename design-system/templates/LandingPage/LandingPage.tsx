import { BlockList, type BlockModel } from '@design-system/blocks/BlockList';
import { PageHero, type PageHeroModel } from '@design-system/blocks/PageHero';

export interface LandingPageModel {
  hero: PageHeroModel;
  blocks: BlockModel[];
}

/** A landing page: the page hero, then the modules. */
export function LandingPage({ hero, blocks }: LandingPageModel) {
  return (
    <>
      <PageHero {...hero} />
      <BlockList blocks={blocks} />
    </>
  );
}
