import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { BillboardReference } from '@design-system/blocks/BillboardReference';
import {
  billboardReferenceFor,
  billboardReferenceFixtures as f,
} from '@fixtures/components/BillboardReference.fixtures';

export default {
  title: 'Blocks/Billboard Reference',
  meta: {
    usage: {
      when: 'A billboard for an article, podcast episode or show the editor picks: its text comes from the referenced item.',
      props: 'reference (article, episode, show), label, link.',
      accessibility: 'As Billboard Single; the podcast variant names the show and episode in the link text.',
    },
  },
} satisfies StoryDefault;

/** The Golden Horns article in the selected language. */
export const Default: Story = () => <BillboardReference {...billboardReferenceFor(useCatalogueSettings())} />;
export const PodcastEpisode: Story = () => <BillboardReference {...f.podcastEpisode} />;
export const PodcastShow: Story = () => <BillboardReference {...f.podcastShow} />;
export const LongText: Story = () => <BillboardReference {...f.longText} />;
export const Minimal: Story = () => <BillboardReference {...f.minimal} />;
export const Empty: Story = () => <BillboardReference {...f.empty} />;
