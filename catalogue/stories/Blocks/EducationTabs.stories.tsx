import type { Story, StoryDefault } from '@ladle/react';
import { EducationTabs } from '../../../design-system/blocks/EducationTabs';
import { educationTabsFixtures as f } from '../../../fixtures/components/EducationTabs.fixtures';

/** The topic's teacher and student versions: tabs with both, a heading with one. */
export default { title: 'Blocks/Education Tabs' } satisfies StoryDefault;

export const Default: Story = () => <EducationTabs {...f.default} />;
export const TeacherOnly: Story = () => <EducationTabs {...f.teacherOnly} />;
export const LongText: Story = () => <EducationTabs {...f.longText} />;
export const Minimal: Story = () => <EducationTabs {...f.minimal} />;
/** Neither version has content: nothing renders. */
export const Empty: Story = () => <EducationTabs {...f.empty} />;
