import { staticData } from '@design-system/primitives/StaticIsland/staticData';
import type { ArticleHeroModel, ArticleHeroTextModel } from './ArticleHero';

/**
 * An article hero as the block shows it: its text as static data (only the text's static part reads it, so a first
 * load leaves it out of its hydration data), its image or video as they are (a video needs a browser). Mappers and
 * fixtures build the block's model with it.
 */
export function articleHero({
  image,
  video,
  ...text
}: ArticleHeroTextModel & Omit<ArticleHeroModel, 'text'>): ArticleHeroModel {
  return { text: staticData(text), image, video };
}
