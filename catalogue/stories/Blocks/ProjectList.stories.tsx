import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { ProjectList } from '@design-system/blocks/ProjectList';
import { projectListFixtures as f, projectListFor } from '@fixtures/components/ProjectList.fixtures';

export default {
  title: 'Blocks/Project List',
  meta: {
    usage: {
      when: 'Research projects as a list on the research site.',
      props: 'title, items.',
      accessibility: 'A list with a heading; teasers follow the Teaser rules.',
    },
  },
} satisfies StoryDefault;

/** The current research projects in the selected language. */
export const Default: Story = () => <ProjectList {...projectListFor(useCatalogueSettings())} />;
export const LongText: Story = () => <ProjectList {...f.longText} />;
export const Minimal: Story = () => <ProjectList {...f.minimal} />;
export const WithUntitled: Story = () => <ProjectList {...f.withUntitled} />;
export const Empty: Story = () => <ProjectList {...f.empty} />;
