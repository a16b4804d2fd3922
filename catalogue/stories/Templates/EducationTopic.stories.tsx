import type { Story, StoryDefault } from '@ladle/react';
import { CatalogueShell } from '@catalogue/support/CatalogueShell';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { EducationTopic } from '@design-system/templates/EducationTopic';
import { educationTopicFixtures as f } from '@fixtures/components/EducationPages.fixtures';
import { educationTopicFor } from '@fixtures/components/EducationTopic.fixtures';

/** Whole pages in SiteShell (own theme): the global Provider adds no theme wrapper. */
export default {
  title: 'Templates/Education Topic',
  meta: {
    ownsTheme: true,
    usage: {
      when: 'A teaching topic with teacher and student tabs, materials and modules.',
      props: 'hero, teacher, student, tags.',
      accessibility: 'Tabs pattern when both audiences exist; materials are links with file type.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <CatalogueShell>
    <EducationTopic {...educationTopicFor(useCatalogueSettings())} />
  </CatalogueShell>
);
export const TeacherOnly: Story = () => (
  <CatalogueShell>
    <EducationTopic {...f.teacherOnly} />
  </CatalogueShell>
);
export const LongText: Story = () => (
  <CatalogueShell>
    <EducationTopic {...f.longText} />
  </CatalogueShell>
);
export const Minimal: Story = () => (
  <CatalogueShell>
    <EducationTopic {...f.minimal} />
  </CatalogueShell>
);
