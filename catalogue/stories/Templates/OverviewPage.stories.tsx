import type { Story, StoryDefault } from '@ladle/react';
import { CatalogueShell } from '@catalogue/support/CatalogueShell';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { OverviewPage } from '@design-system/templates/OverviewPage';
import { overviewPageFixtures as f, overviewPageFor } from '@fixtures/components/OverviewPage.fixtures';

/** Whole pages in SiteShell (own theme): the global Provider adds no theme wrapper. */
export default {
  title: 'Templates/Overview Page',
  meta: {
    ownsTheme: true,
    usage: {
      when: 'Overviews of exhibitions, projects, press, publications and services, with tabs or lists.',
      props: 'kind, heading, tabs or list, blocks.',
      accessibility: 'Mega heading as h1; tabs pattern for current/upcoming.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <CatalogueShell>
    <OverviewPage {...overviewPageFor(useCatalogueSettings())} />
  </CatalogueShell>
);

export const Projects: Story = () => (
  <CatalogueShell>
    <OverviewPage {...f.projects} />
  </CatalogueShell>
);

export const Press: Story = () => (
  <CatalogueShell>
    <OverviewPage {...f.press} />
  </CatalogueShell>
);

export const Services: Story = () => (
  <CatalogueShell>
    <OverviewPage {...f.services} />
  </CatalogueShell>
);

export const LongText: Story = () => (
  <CatalogueShell>
    <OverviewPage {...f.longText} />
  </CatalogueShell>
);

export const Minimal: Story = () => (
  <CatalogueShell>
    <OverviewPage {...f.minimal} />
  </CatalogueShell>
);
