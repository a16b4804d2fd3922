import type { Story, StoryDefault } from '@ladle/react';
import { FeaturedExhibitions } from '../../../design-system/blocks/FeaturedExhibitions';
import { featuredExhibitionsFixtures as f } from '../../../fixtures/components/FeaturedExhibitions.fixtures';

export default {
  title: 'Blocks/Featured Exhibitions',
  meta: {
    usage: {
      when: 'A few hand-picked exhibitions as large teasers on a front or landing page.',
      props: 'title, items, link (to all exhibitions).',
      accessibility: 'As Teaser Grid: heading, then a list of teasers.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => <FeaturedExhibitions {...f.default} />;
export const LongText: Story = () => <FeaturedExhibitions {...f.longText} />;
export const Minimal: Story = () => <FeaturedExhibitions {...f.minimal} />;
export const WithUntitled: Story = () => <FeaturedExhibitions {...f.withUntitled} />;
export const Empty: Story = () => <FeaturedExhibitions {...f.empty} />;
