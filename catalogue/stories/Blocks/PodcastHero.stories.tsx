import type { Story, StoryDefault } from '@ladle/react';
import { PodcastHero } from '../../../design-system/blocks/PodcastHero';
import { PodcastPlayer, PodcastPlayerProvider } from '../../../design-system/primitives/PodcastPlayer';
import { podcastHeroFixtures as f } from '../../../fixtures/components/PodcastHero.fixtures';

/** The hero of a show or an episode page; the episode's play button needs the player's provider. */
export default { title: 'Blocks/Podcast Hero' } satisfies StoryDefault;

export const Episode: Story = () => (
  <PodcastPlayerProvider>
    <PodcastHero {...f.default} />
    <PodcastPlayer />
  </PodcastPlayerProvider>
);
export const Show: Story = () => <PodcastHero {...f.show} />;
export const LongText: Story = () => (
  <PodcastPlayerProvider>
    <PodcastHero {...f.longText} />
  </PodcastPlayerProvider>
);
export const Minimal: Story = () => <PodcastHero {...f.minimal} />;
