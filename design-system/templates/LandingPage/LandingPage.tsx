import { BlockList, type BlockModel } from '../../blocks/BlockList';
import { PageHero, type PageHeroModel } from '../../blocks/PageHero';

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
