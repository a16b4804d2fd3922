import type { Story, StoryDefault } from '@ladle/react';
import { ImageDetail } from '../../../design-system/blocks/ImageDetail';
import { imageDetailFixtures as f } from '../../../fixtures/components/ImageDetail.fixtures';

export default { title: 'Blocks/Image Detail' } satisfies StoryDefault;

export const Default: Story = () => <ImageDetail {...f.default} />;
export const LongText: Story = () => <ImageDetail {...f.longText} />;
export const Minimal: Story = () => <ImageDetail {...f.minimal} />;
export const Empty: Story = () => <ImageDetail {...f.empty} />;
