import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { ImageDetail } from '@design-system/blocks/ImageDetail';
import { imageDetailFixtures as f, imageDetailFor } from '@fixtures/components/ImageDetail.fixtures';

export default {
  title: 'Blocks/Image Detail',
  meta: {
    usage: {
      when: 'An object seen closely: an image with a highlighted detail and an explanation.',
      props: 'image, detail, heading, body, caption.',
      accessibility: 'The detail image needs its own alt; the heading keeps the page outline.',
    },
  },
} satisfies StoryDefault;

/** The Golden Horn’s runes in the selected language. */
export const Default: Story = () => <ImageDetail {...imageDetailFor(useCatalogueSettings())} />;
export const LongText: Story = () => <ImageDetail {...f.longText} />;
export const Minimal: Story = () => <ImageDetail {...f.minimal} />;
export const Empty: Story = () => <ImageDetail {...f.empty} />;
