import type { Story, StoryDefault } from '@ladle/react';
import { ImageBlock } from '../../../design-system/blocks/ImageBlock';
import { imageBlockFixtures as f } from '../../../fixtures/components/ImageBlock.fixtures';

export default { title: 'Blocks/Image Block' } satisfies StoryDefault;

export const Default: Story = () => <ImageBlock {...f.default} />;
export const Contained: Story = () => <ImageBlock {...f.contained} />;
export const LongText: Story = () => <ImageBlock {...f.longText} />;
export const Minimal: Story = () => <ImageBlock {...f.minimal} />;
export const Empty: Story = () => <ImageBlock {...f.empty} />;
