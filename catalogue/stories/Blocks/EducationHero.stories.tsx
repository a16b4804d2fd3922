import type { Story, StoryDefault } from '@ladle/react';
import { EducationHero } from '../../../design-system/blocks/EducationHero';
import { educationTopicFixtures as f } from '../../../fixtures/components/EducationPages.fixtures';

/** Breadcrumb (overview, level, theme, page), the page hero and the education tags. */
export default { title: 'Blocks/Education Hero' } satisfies StoryDefault;

export const Default: Story = () => <EducationHero {...f.default.hero} />;
export const LongText: Story = () => <EducationHero {...f.longText.hero} />;
export const Minimal: Story = () => <EducationHero {...f.minimal.hero} />;
