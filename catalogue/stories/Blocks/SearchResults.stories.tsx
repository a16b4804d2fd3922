import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { SearchResults } from '@design-system/blocks/SearchResults';
import { searchResultsFixtures as f } from '@fixtures/components/SearchPage.fixtures';
import { searchResultsFor } from '@fixtures/components/SearchResults.fixtures';

export default {
  title: 'Blocks/Search Results',
  meta: {
    usage: {
      when: 'The list of results on the search page.',
      props: 'items (title, type, date, image, link), label, headingLevel.',
      accessibility:
        'A list of links with the type and date as text; the number of results is announced when a search is made.',
    },
  },
} satisfies StoryDefault;

/** Three results for "vikinger" in the selected language. */
export const Default: Story = () => <SearchResults {...searchResultsFor(useCatalogueSettings())} />;
/** Ten results, as one page shows them: rows with and without images and dates. */
export const FullPage: Story = () => <SearchResults {...f.fullPage} />;
export const LongText: Story = () => <SearchResults {...f.longText} />;
export const Minimal: Story = () => <SearchResults {...f.minimal} />;
/** Nothing renders without a result. */
export const Empty: Story = () => <SearchResults {...f.empty} />;
