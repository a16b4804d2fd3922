import type { Story, StoryDefault } from '@ladle/react';
import { PodcastHero } from '../../../design-system/blocks/PodcastHero';
import { PodcastPlayer, PodcastPlayerProvider } from '../../../design-system/primitives/PodcastPlayer';
import {
  podcastEpisodePageFixtures as episodes,
  podcastShowPageFixtures as shows,
} from '../../../fixtures/components/PodcastPages.fixtures';

/** The hero of a show or an episode page; the episode's play button needs the player's provider. */
export default { title: 'Blocks/Podcast Hero' } satisfies StoryDefault;

export const Episode: Story = () => (
  <PodcastPlayerProvider>
    <PodcastHero {...episodes.default.hero} />
    <PodcastPlayer />
  </PodcastPlayerProvider>
);
export const Show: Story = () => <PodcastHero {...shows.default.hero} />;
export const LongText: Story = () => (
  <PodcastPlayerProvider>
    <PodcastHero {...episodes.longText.hero} />
  </PodcastPlayerProvider>
);
export const Minimal: Story = () => <PodcastHero {...episodes.minimal.hero} />;
