import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { PodcastSeasons } from '@design-system/blocks/PodcastSeasons';
import { PodcastPlayerScope } from '@design-system/primitives/PodcastPlayer';
import { podcastSeasonsFixtures as f, podcastSeasonsFor } from '@fixtures/components/PodcastSeasons.fixtures';

/** A show's seasons as tabs, each with its episodes (playable in the player bar). */
export default {
  title: 'Blocks/Podcast Seasons',
  meta: {
    usage: {
      when: "A show's seasons and episodes as a tabbed list.",
      props: 'seasons (name, episodes), title.',
      accessibility: 'One tab per season when there are several; each episode row has a play button and a link.',
    },
  },
} satisfies StoryDefault;

/** The show's seasons in the selected language. */
export const Default: Story = () => (
  <PodcastPlayerScope>
    <PodcastSeasons {...podcastSeasonsFor(useCatalogueSettings())} />
  </PodcastPlayerScope>
);
export const SingleSeason: Story = () => <PodcastSeasons {...f.singleSeason} />;
/** A podcast title of 30 characters or more heads the list as an h3. */
export const LongText: Story = () => <PodcastSeasons {...f.longText} />;
export const Minimal: Story = () => <PodcastSeasons {...f.minimal} />;
/** No season with an episode: nothing renders. */
export const Empty: Story = () => <PodcastSeasons {...f.empty} />;
