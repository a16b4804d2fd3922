import type { Story, StoryDefault } from '@ladle/react';
import { TeaserGrid } from '../../../design-system/blocks/TeaserGrid';
import { teaserGridFixtures as f } from '../../../fixtures/components/TeaserGrid.fixtures';

export default { title: 'Blocks/Teaser Grid' } satisfies StoryDefault;

export const Default: Story = () => <TeaserGrid {...f.default} />;
export const LongText: Story = () => <TeaserGrid {...f.longText} />;
export const Minimal: Story = () => <TeaserGrid {...f.minimal} />;
export const WithUntitled: Story = () => <TeaserGrid {...f.withUntitled} />;
export const Empty: Story = () => <TeaserGrid {...f.empty} />;
