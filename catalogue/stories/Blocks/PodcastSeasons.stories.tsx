import type { Story, StoryDefault } from '@ladle/react';
import { PodcastSeasons } from '../../../design-system/blocks/PodcastSeasons';
import { PodcastPlayer, PodcastPlayerProvider } from '../../../design-system/primitives/PodcastPlayer';
import { podcastSeasonsFixtures as f } from '../../../fixtures/components/PodcastSeasons.fixtures';

/** A show's seasons as tabs, each with its episodes (playable in the player bar). */
export default { title: 'Blocks/Podcast Seasons' } satisfies StoryDefault;

export const Default: Story = () => (
  <PodcastPlayerProvider>
    <PodcastSeasons {...f.default} />
    <PodcastPlayer />
  </PodcastPlayerProvider>
);
export const SingleSeason: Story = () => (
  <PodcastPlayerProvider>
    <PodcastSeasons {...f.singleSeason} />
  </PodcastPlayerProvider>
);
/** A podcast title of 30 characters or more heads the list as an h3 (spec 9). */
export const LongText: Story = () => (
  <PodcastPlayerProvider>
    <PodcastSeasons {...f.longText} />
  </PodcastPlayerProvider>
);
export const Minimal: Story = () => (
  <PodcastPlayerProvider>
    <PodcastSeasons {...f.minimal} />
  </PodcastPlayerProvider>
);
/** No season with an episode: nothing renders. */
export const Empty: Story = () => (
  <PodcastPlayerProvider>
    <PodcastSeasons {...f.empty} />
  </PodcastPlayerProvider>
);
