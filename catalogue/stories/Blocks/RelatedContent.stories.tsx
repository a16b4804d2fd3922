import type { Story, StoryDefault } from '@ladle/react';
import { RelatedContent } from '../../../design-system/blocks/RelatedContent';
import { relatedContentFixtures as f } from '../../../fixtures/components/RelatedContent.fixtures';

export default {
  title: 'Blocks/Related Content',
  meta: {
    usage: {
      when: 'Related items in tab groups (by tag, by type, hand-picked).',
      props: 'title, groups (label, items).',
      accessibility: 'Tabs pattern for several groups; a single group shows without tabs.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => <RelatedContent {...f.default} />;
export const LongText: Story = () => <RelatedContent {...f.longText} />;
export const Minimal: Story = () => <RelatedContent {...f.minimal} />;
export const WithEmptyGroup: Story = () => <RelatedContent {...f.withEmptyGroup} />;
export const Empty: Story = () => <RelatedContent {...f.empty} />;
