import type { Story, StoryDefault } from '@ladle/react';
import { CatalogueShell } from '@catalogue/support/CatalogueShell';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { EducationOverview } from '@design-system/templates/EducationOverview';
import { educationOverviewFor } from '@fixtures/components/EducationOverview.fixtures';
import { educationOverviewFixtures as f } from '@fixtures/components/EducationPages.fixtures';

/** Whole pages in SiteShell (own theme): the global Provider adds no theme wrapper. */
export default {
  title: 'Templates/Education Overview',
  meta: {
    ownsTheme: true,
    usage: {
      when: 'The front of the education section: levels and featured topics.',
      props: 'hero, levels, blocks.',
      accessibility: 'Levels are a list of links with headings.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <CatalogueShell>
    <EducationOverview {...educationOverviewFor(useCatalogueSettings())} />
  </CatalogueShell>
);
export const LongText: Story = () => (
  <CatalogueShell>
    <EducationOverview {...f.longText} />
  </CatalogueShell>
);
export const Minimal: Story = () => (
  <CatalogueShell>
    <EducationOverview {...f.minimal} />
  </CatalogueShell>
);
