import type { Story, StoryDefault } from '@ladle/react';
import { RandomRelatedContent } from '../../../design-system/blocks/RandomRelatedContent';
import { randomRelatedContentFixtures as f } from '../../../fixtures/components/RandomRelatedContent.fixtures';

export default { title: 'Blocks/Random Related Content' } satisfies StoryDefault;

export const Default: Story = () => <RandomRelatedContent {...f.default} />;
export const LongText: Story = () => <RandomRelatedContent {...f.longText} />;
export const Minimal: Story = () => <RandomRelatedContent {...f.minimal} />;
export const OverLimit: Story = () => <RandomRelatedContent {...f.overLimit} />;
export const Empty: Story = () => <RandomRelatedContent {...f.empty} />;
