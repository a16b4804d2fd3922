import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { VideoBlock } from '@design-system/blocks/VideoBlock';
import { videoBlockFixtures as f, videoBlockFor } from '@fixtures/components/VideoBlock.fixtures';

/** The video module: the poster is a play button; Mux's player loads only when pressed. */
export default {
  title: 'Blocks/Video Block',
  meta: {
    usage: {
      when: 'A video in the page flow, full width or in the text column, with caption.',
      props: 'video (see Primitives/Video), layout.',
      accessibility: 'As Primitives/Video: keyboard-operable controls and a transcript for speech.',
    },
  },
} satisfies StoryDefault;

/** The film about a bog find in the selected language. */
export const Default: Story = () => <VideoBlock {...videoBlockFor(useCatalogueSettings())} />;
export const Full: Story = () => <VideoBlock {...f.full} />;
export const Clip: Story = () => <VideoBlock {...f.clip} />;
export const LongText: Story = () => <VideoBlock {...f.longText} />;
export const Minimal: Story = () => <VideoBlock {...f.minimal} />;
