import type { Story, StoryDefault } from '@ladle/react';
import { EducationOverview } from '../../../design-system/templates/EducationOverview';
import { educationOverviewFor } from '../../../fixtures/components/EducationOverview.fixtures';
import { educationOverviewFixtures as f } from '../../../fixtures/components/EducationPages.fixtures';
import { CatalogueShell } from '../../support/CatalogueShell';
import { useCatalogueSettings } from '../../support/settings';

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
