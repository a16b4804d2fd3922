import { staticData } from '@design-system/primitives/StaticIsland/staticData';
import type { PodcastHeroModel, PodcastHeroTextModel } from './PodcastHero';

/**
 * A podcast hero as the block shows it: its text as static data (only the text's static part reads it, so a first
 * load leaves it out of its hydration data), its image, episode and link elsewhere as they are (the play button needs
 * the episode in the browser). Mappers and fixtures build the block's model with it.
 */
export function podcastHero({
  image,
  episode,
  externalLink,
  ...text
}: PodcastHeroTextModel & Omit<PodcastHeroModel, 'text'>): PodcastHeroModel {
  return { text: staticData(text), image, episode, externalLink };
}
