import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { FeaturedProjects } from '@design-system/blocks/FeaturedProjects';
import { featuredProjectsFixtures as f, featuredProjectsFor } from '@fixtures/components/FeaturedProjects.fixtures';

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

/** The research projects in the selected language. */
export const Default: Story = () => <FeaturedProjects {...featuredProjectsFor(useCatalogueSettings())} />;
export const LongText: Story = () => <FeaturedProjects {...f.longText} />;
export const Minimal: Story = () => <FeaturedProjects {...f.minimal} />;
export const WithUntitled: Story = () => <FeaturedProjects {...f.withUntitled} />;
export const Empty: Story = () => <FeaturedProjects {...f.empty} />;
