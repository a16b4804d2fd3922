import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { PodcastHero } from '@design-system/blocks/PodcastHero';
import { PodcastPlayerScope } from '@design-system/primitives/PodcastPlayer';
import { podcastHeroFixtures as f, podcastHeroFor } from '@fixtures/components/PodcastHero.fixtures';

/** The hero of a show or an episode page; the episode's play button starts the player bar (and mirrors it). */
export default {
  title: 'Blocks/Podcast Hero',
  meta: {
    usage: {
      when: 'The top of a podcast show or episode page with cover, title, and play button.',
      props: 'title, show, episode, prefix (season/episode), durationMs, publishedAt, image, tags, externalLink.',
      accessibility: 'The play button names the episode; duration and date are text; the cover is decorative.',
    },
  },
} satisfies StoryDefault;

/** An episode (its show linked, season and episode, date, duration, play button) in the selected language. */
export const Default: Story = () => (
  <PodcastPlayerScope>
    <PodcastHero {...podcastHeroFor(useCatalogueSettings())} />
  </PodcastPlayerScope>
);
export const Show: Story = () => <PodcastHero {...f.show} />;
export const LongText: Story = () => (
  <PodcastPlayerScope>
    <PodcastHero {...f.longText} />
  </PodcastPlayerScope>
);
export const Minimal: Story = () => <PodcastHero {...f.minimal} />;
