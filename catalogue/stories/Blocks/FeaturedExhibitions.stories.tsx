import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { FeaturedExhibitions } from '@design-system/blocks/FeaturedExhibitions';
import {
  featuredExhibitionsFixtures as f,
  featuredExhibitionsFor,
} from '@fixtures/components/FeaturedExhibitions.fixtures';

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

/** The current exhibitions in the selected language, labelled as the selected site labels them (experiences on some). */
export const Default: Story = () => <FeaturedExhibitions {...featuredExhibitionsFor(useCatalogueSettings())} />;
export const LongText: Story = () => <FeaturedExhibitions {...f.longText} />;
export const Minimal: Story = () => <FeaturedExhibitions {...f.minimal} />;
export const WithUntitled: Story = () => <FeaturedExhibitions {...f.withUntitled} />;
export const Empty: Story = () => <FeaturedExhibitions {...f.empty} />;
