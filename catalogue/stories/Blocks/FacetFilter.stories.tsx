import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { FacetFilter } from '@design-system/blocks/FacetFilter';
import { facetFilterFor } from '@fixtures/components/FacetFilter.fixtures';
import { facetFilterFixtures as f } from '@fixtures/components/SearchPage.fixtures';

export default {
  title: 'Blocks/Facet Filter',
  meta: {
    usage: {
      when: 'The type filter above search results, with counts per type.',
      props: 'facets (type, label, count), selected, query, totalResults, action.',
      accessibility:
        'A form of checkboxes with visible labels and counts; the result count is announced after filtering.',
    },
  },
} satisfies StoryDefault;

/** A search for vikings in the selected language, on that language's search page. */
export const Default: Story = () => <FacetFilter {...facetFilterFor(useCatalogueSettings())} />;
export const Selected: Story = () => <FacetFilter {...f.selected} />;
/** Facets merged by label: "Undervisning" filters three education types, selected by one of them. */
export const Merged: Story = () => <FacetFilter {...f.merged} />;
export const LongText: Story = () => <FacetFilter {...f.longText} />;
/** One type only: nothing to filter, nothing renders. */
export const Minimal: Story = () => <FacetFilter {...f.minimal} />;
