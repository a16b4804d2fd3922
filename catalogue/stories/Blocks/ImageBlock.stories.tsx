import type { Story, StoryDefault } from '@ladle/react';
import { ImageBlock } from '../../../design-system/blocks/ImageBlock';
import { imageBlockFixtures as f } from '../../../fixtures/components/ImageBlock.fixtures';

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

export const Default: Story = () => <ImageBlock {...f.default} />;
export const Contained: Story = () => <ImageBlock {...f.contained} />;
export const LongText: Story = () => <ImageBlock {...f.longText} />;
export const Minimal: Story = () => <ImageBlock {...f.minimal} />;
export const Empty: Story = () => <ImageBlock {...f.empty} />;
