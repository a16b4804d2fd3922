import type { Story, StoryDefault } from '@ladle/react';
import { FeaturedProjects } from '../../../design-system/blocks/FeaturedProjects';
import { featuredProjectsFixtures as f } from '../../../fixtures/components/FeaturedProjects.fixtures';

export default { title: 'Blocks/Featured Projects' } satisfies StoryDefault;

export const Default: Story = () => <FeaturedProjects {...f.default} />;
export const LongText: Story = () => <FeaturedProjects {...f.longText} />;
export const Minimal: Story = () => <FeaturedProjects {...f.minimal} />;
export const WithUntitled: Story = () => <FeaturedProjects {...f.withUntitled} />;
export const Empty: Story = () => <FeaturedProjects {...f.empty} />;
