import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { PodcastEpisodeTabs } from '@design-system/blocks/PodcastEpisodeTabs';
import {
  podcastEpisodeTabsFixtures as f,
  podcastEpisodeTabsFor,
} from '@fixtures/components/PodcastEpisodeTabs.fixtures';

/** About the episode and its transcript: tabs only when both exist. */
export default {
  title: 'Blocks/Podcast Episode Tabs',
  meta: {
    usage: {
      when: "An episode page's about and transcript, as tabs when both exist.",
      props: 'about (description, host, participants), transcript.',
      accessibility: 'Tabs pattern; with one of the two the content shows without tabs.',
    },
  },
} satisfies StoryDefault;

/** An episode's about text and transcript in the selected language. */
export const Default: Story = () => <PodcastEpisodeTabs {...podcastEpisodeTabsFor(useCatalogueSettings())} />;
export const AboutOnly: Story = () => <PodcastEpisodeTabs {...f.aboutOnly} />;
export const TranscriptOnly: Story = () => <PodcastEpisodeTabs {...f.transcriptOnly} />;
export const LongText: Story = () => <PodcastEpisodeTabs {...f.longText} />;
export const Minimal: Story = () => <PodcastEpisodeTabs {...f.minimal} />;
/** Neither part: nothing renders. */
export const Empty: Story = () => <PodcastEpisodeTabs {...f.empty} />;
