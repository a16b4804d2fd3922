import type { Story, StoryDefault } from '@ladle/react';
import { ProjectList } from '../../../design-system/blocks/ProjectList';
import { projectListFixtures as f } from '../../../fixtures/components/ProjectList.fixtures';

export default { title: 'Blocks/Project List' } satisfies StoryDefault;

export const Default: Story = () => <ProjectList {...f.default} />;
export const LongText: Story = () => <ProjectList {...f.longText} />;
export const Minimal: Story = () => <ProjectList {...f.minimal} />;
export const WithUntitled: Story = () => <ProjectList {...f.withUntitled} />;
export const Empty: Story = () => <ProjectList {...f.empty} />;
