import type { Story, StoryDefault } from '@ladle/react';
import { EducationTabs } from '../../../design-system/blocks/EducationTabs';
import { educationTopicFixtures as f } from '../../../fixtures/components/EducationPages.fixtures';

/** The topic's teacher and student versions: tabs with both, a heading with one. */
export default { title: 'Blocks/Education Tabs' } satisfies StoryDefault;

export const Default: Story = () => <EducationTabs teacher={f.default.teacher} student={f.default.student} />;
export const TeacherOnly: Story = () => <EducationTabs teacher={f.default.teacher} student={null} />;
