import type { Story, StoryDefault } from '@ladle/react';
import { CatalogueShell } from '@catalogue/support/CatalogueShell';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { SearchPage } from '@design-system/templates/SearchPage';
import { searchPageFixtures as f, searchPageFor } from '@fixtures/components/SearchPage.fixtures';

/** The search page in the shell: results with facet filters, and its empty and error states. */
export default {
  title: 'Templates/Search Page',
  meta: {
    ownsTheme: true,
    usage: {
      when: 'The semantic search: field, type filter and results.',
      props: 'query, facets, results, pagination.',
      accessibility: 'The field has a visible label; the result count is announced; filters are a form.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <CatalogueShell currentHref="/soeg">
    <SearchPage {...searchPageFor(useCatalogueSettings())} />
  </CatalogueShell>
);
/** The second of three pages: facets merged by label, ten compact rows, page links. */
export const Paged: Story = () => (
  <CatalogueShell currentHref="/soeg">
    <SearchPage {...f.paged} />
  </CatalogueShell>
);
export const Filtered: Story = () => (
  <CatalogueShell currentHref="/soeg">
    <SearchPage {...f.filtered} />
  </CatalogueShell>
);
export const LongText: Story = () => (
  <CatalogueShell>
    <SearchPage {...f.longText} />
  </CatalogueShell>
);
export const Minimal: Story = () => (
  <CatalogueShell>
    <SearchPage {...f.minimal} />
  </CatalogueShell>
);
export const Empty: Story = () => (
  <CatalogueShell>
    <SearchPage {...f.empty} />
  </CatalogueShell>
);
export const TooLong: Story = () => (
  <CatalogueShell>
    <SearchPage {...f.tooLong} />
  </CatalogueShell>
);
