import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { ImageBlock } from '@design-system/blocks/ImageBlock';
import { imageBlockFixtures as f, imageBlockFor } from '@fixtures/components/ImageBlock.fixtures';

export default {
  title: 'Blocks/Image Block',
  meta: {
    usage: {
      when: 'One image in the text flow, full width or in the text column, with caption and credit.',
      props: 'image, caption, layout (full, text).',
      accessibility: 'The caption is a <figcaption>; the alt describes the image, the caption adds context.',
    },
  },
} satisfies StoryDefault;

/** The rune stones, with alt text and caption in the selected language. */
export const Default: Story = () => <ImageBlock {...imageBlockFor(useCatalogueSettings())} />;
export const Contained: Story = () => <ImageBlock {...f.contained} />;
export const LongText: Story = () => <ImageBlock {...f.longText} />;
export const Minimal: Story = () => <ImageBlock {...f.minimal} />;
export const Empty: Story = () => <ImageBlock {...f.empty} />;
