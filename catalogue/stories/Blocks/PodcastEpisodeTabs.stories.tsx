import type { Story, StoryDefault } from '@ladle/react';
import { PodcastEpisodeTabs } from '../../../design-system/blocks/PodcastEpisodeTabs';
import { podcastEpisodePageFixtures as f } from '../../../fixtures/components/PodcastPages.fixtures';

/** About the episode and its transcript: tabs only when both exist (spec 4). */
export default { title: 'Blocks/Podcast Episode Tabs' } satisfies StoryDefault;

export const Default: Story = () => <PodcastEpisodeTabs about={f.default.about} transcript={f.default.transcript} />;
export const AboutOnly: Story = () => <PodcastEpisodeTabs about={f.default.about} transcript={null} />;
export const TranscriptOnly: Story = () => <PodcastEpisodeTabs about={null} transcript={f.default.transcript} />;
