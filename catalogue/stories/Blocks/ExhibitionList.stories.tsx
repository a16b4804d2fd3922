import type { Story, StoryDefault } from '@ladle/react';
import { ExhibitionList } from '../../../design-system/blocks/ExhibitionList';
import { exhibitionListFixtures as f } from '../../../fixtures/components/ExhibitionList.fixtures';

export default { title: 'Blocks/Exhibition List' } satisfies StoryDefault;

export const Default: Story = () => <ExhibitionList {...f.default} />;
export const LongText: Story = () => <ExhibitionList {...f.longText} />;
export const Minimal: Story = () => <ExhibitionList {...f.minimal} />;
export const WithUntitled: Story = () => <ExhibitionList {...f.withUntitled} />;
export const Empty: Story = () => <ExhibitionList {...f.empty} />;
