import type { RichTextValue } from '@design-system/primitives/RichText';
import { staticData } from '@design-system/primitives/StaticIsland/staticData';
import type { PodcastEpisodeAboutModel, PodcastEpisodeTabsModel } from './PodcastEpisodeTabs';

function hasAbout(about: PodcastEpisodeAboutModel | null | undefined): about is PodcastEpisodeAboutModel {
  return Boolean(about && (about.description.length > 0 || about.participants.length > 0 || about.host?.trim()));
}

/**
 * An episode's about text and transcript as the block shows them: each as static data (only its panel's static part
 * reads it, so a first load leaves it out of its hydration data), or null when there is nothing to show, which leaves
 * its tab out. Mappers and fixtures build the block's model with it; the block's own code, which hydrates, only
 * asks which of the two there are.
 */
export function episodeTabs({
  about,
  transcript,
}: {
  about?: PodcastEpisodeAboutModel | null;
  transcript?: RichTextValue | null;
}): PodcastEpisodeTabsModel {
  return {
    about: hasAbout(about) ? staticData(about) : null,
    transcript: transcript && transcript.length > 0 ? staticData(transcript) : null,
  };
}
