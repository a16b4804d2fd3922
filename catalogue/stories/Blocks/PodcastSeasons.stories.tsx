import type { Story, StoryDefault } from '@ladle/react';
import { PodcastSeasons } from '../../../design-system/blocks/PodcastSeasons';
import { PodcastPlayer, PodcastPlayerProvider } from '../../../design-system/primitives/PodcastPlayer';
import { podcastShowPageFixtures as f } from '../../../fixtures/components/PodcastPages.fixtures';

/** A show's seasons as tabs, each with its episodes (playable in the player bar). */
export default { title: 'Blocks/Podcast Seasons' } satisfies StoryDefault;

export const Default: Story = () => (
  <PodcastPlayerProvider>
    <PodcastSeasons seasons={f.default.seasons} />
    <PodcastPlayer />
  </PodcastPlayerProvider>
);
export const SingleSeason: Story = () => (
  <PodcastPlayerProvider>
    <PodcastSeasons seasons={f.longText.seasons} />
  </PodcastPlayerProvider>
);
