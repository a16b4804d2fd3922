import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { FeaturedCollections } from '@design-system/blocks/FeaturedCollections';
import {
  featuredCollectionsFixtures as f,
  featuredCollectionsFor,
} from '@fixtures/components/FeaturedCollections.fixtures';

export default {
  title: 'Blocks/Featured Collections',
  meta: {
    usage: {
      when: 'A few hand-picked collections as large teasers.',
      props: 'title, items, link (to all collections).',
      accessibility: 'As Teaser Grid: heading, then a list of teasers.',
    },
  },
} satisfies StoryDefault;

/** The collections in the selected language. */
export const Default: Story = () => <FeaturedCollections {...featuredCollectionsFor(useCatalogueSettings())} />;
export const LongText: Story = () => <FeaturedCollections {...f.longText} />;
export const Minimal: Story = () => <FeaturedCollections {...f.minimal} />;
export const WithUntitled: Story = () => <FeaturedCollections {...f.withUntitled} />;
export const Empty: Story = () => <FeaturedCollections {...f.empty} />;
