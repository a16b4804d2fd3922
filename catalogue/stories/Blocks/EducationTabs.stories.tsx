import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { EducationTabs } from '@design-system/blocks/EducationTabs';
import { educationTabsFor, educationTabsFixtures as f } from '@fixtures/components/EducationTabs.fixtures';

/** The topic's teacher and student versions: tabs with both, a heading with one. */
export default {
  title: 'Blocks/Education Tabs',
  meta: {
    usage: {
      when: 'An education topic with separate content for teachers and students.',
      props: 'teacher, student (info, description, materials, blocks).',
      accessibility: 'Tabs pattern; with only one audience the tabs are left out and the content shows directly.',
    },
  },
} satisfies StoryDefault;

/** The runes topic for teachers and students, in the selected language. */
export const Default: Story = () => <EducationTabs {...educationTabsFor(useCatalogueSettings())} />;
export const TeacherOnly: Story = () => <EducationTabs {...f.teacherOnly} />;
export const LongText: Story = () => <EducationTabs {...f.longText} />;
export const Minimal: Story = () => <EducationTabs {...f.minimal} />;
/** Neither version has content: nothing renders. */
export const Empty: Story = () => <EducationTabs {...f.empty} />;
