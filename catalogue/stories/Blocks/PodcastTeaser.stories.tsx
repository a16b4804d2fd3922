import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { PodcastTeaser } from '@design-system/blocks/PodcastTeaser';
import { podcastTeaserFixtures as f, podcastTeaserFor } from '@fixtures/components/PodcastTeaser.fixtures';

export default {
  title: 'Blocks/Podcast Teaser',
  meta: {
    usage: {
      when: 'A podcast show or episode promoted on another page.',
      props: 'kind (show, episode), title, image, seasonName, episodeNumber, seasonCount, durationMs.',
      accessibility: 'The title is the link; the season and episode label is readable text before it.',
    },
  },
} satisfies StoryDefault;

/** An episode promoted in the selected language. */
export const Default: Story = () => <PodcastTeaser {...podcastTeaserFor(useCatalogueSettings())} />;
export const LongText: Story = () => <PodcastTeaser {...f.longText} />;
export const Minimal: Story = () => <PodcastTeaser {...f.minimal} />;
export const Show: Story = () => <PodcastTeaser {...f.show} />;
export const ShortTitleIsH2: Story = () => <PodcastTeaser {...f.title29} />;
export const LongTitleIsH3: Story = () => <PodcastTeaser {...f.title30} />;
export const Empty: Story = () => <PodcastTeaser {...f.empty} />;
