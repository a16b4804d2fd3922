import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { CollectionList } from '@design-system/blocks/CollectionList';
import { collectionListFor, collectionListFixtures as f } from '@fixtures/components/CollectionList.fixtures';

export default {
  title: 'Blocks/Collection List',
  meta: {
    usage: {
      when: 'The collections of the collection site, as a list of teasers.',
      props: 'title, items (teasers).',
      accessibility: 'A list with a heading; teasers follow the Teaser rules.',
    },
  },
} satisfies StoryDefault;

/** The collections in the selected language. */
export const Default: Story = () => <CollectionList {...collectionListFor(useCatalogueSettings())} />;
export const LongText: Story = () => <CollectionList {...f.longText} />;
export const Minimal: Story = () => <CollectionList {...f.minimal} />;
export const WithUntitled: Story = () => <CollectionList {...f.withUntitled} />;
export const Empty: Story = () => <CollectionList {...f.empty} />;
