import type { Story, StoryDefault } from '@ladle/react';
import { FeaturedProjects } from '../../../design-system/blocks/FeaturedProjects';
import { featuredProjectsFixtures as f } from '../../../fixtures/components/FeaturedProjects.fixtures';

export default {
  title: 'Blocks/Featured Projects',
  meta: {
    usage: {
      when: 'A few hand-picked research projects as teasers.',
      props: 'title, items, link.',
      accessibility: 'As Teaser Grid: heading, then a list of teasers.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => <FeaturedProjects {...f.default} />;
export const LongText: Story = () => <FeaturedProjects {...f.longText} />;
export const Minimal: Story = () => <FeaturedProjects {...f.minimal} />;
export const WithUntitled: Story = () => <FeaturedProjects {...f.withUntitled} />;
export const Empty: Story = () => <FeaturedProjects {...f.empty} />;
