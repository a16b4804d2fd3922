import type { Story, StoryDefault } from '@ladle/react';
import { RandomRelatedContent } from '../../../design-system/blocks/RandomRelatedContent';
import { randomRelatedContentFixtures as f } from '../../../fixtures/components/RandomRelatedContent.fixtures';

export default {
  title: 'Blocks/Random Related Content',
  meta: {
    usage: {
      when: 'A few related items picked at random on each visit ("Se også").',
      props: 'title, items.',
      accessibility:
        'As Teaser Grid; the random pick is made on the server so the page does not change after it loads.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => <RandomRelatedContent {...f.default} />;
export const LongText: Story = () => <RandomRelatedContent {...f.longText} />;
export const Minimal: Story = () => <RandomRelatedContent {...f.minimal} />;
export const OverLimit: Story = () => <RandomRelatedContent {...f.overLimit} />;
export const Empty: Story = () => <RandomRelatedContent {...f.empty} />;
