import type { Story, StoryDefault } from '@ladle/react';
import { CatalogueShell } from '@catalogue/support/CatalogueShell';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { PracticalInfoOverview } from '@design-system/templates/PracticalInfoOverview';
import {
  practicalInfoOverviewFixtures as f,
  practicalInfoOverviewFor,
} from '@fixtures/components/PracticalInfoOverview.fixtures';

/** Whole pages in SiteShell (own theme): the global Provider adds no theme wrapper. */
export default {
  title: 'Templates/Practical Info Overview',
  meta: {
    ownsTheme: true,
    usage: {
      when: 'Opening hours, prices, getting here and accessibility in sections.',
      props: 'sections (title, entries).',
      accessibility: 'Each section has a heading; opening hours follow the Opening Hours rules.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <CatalogueShell>
    <PracticalInfoOverview {...practicalInfoOverviewFor(useCatalogueSettings())} />
  </CatalogueShell>
);

export const LongText: Story = () => (
  <CatalogueShell>
    <PracticalInfoOverview {...f.longText} />
  </CatalogueShell>
);

export const Minimal: Story = () => (
  <CatalogueShell>
    <PracticalInfoOverview {...f.minimal} />
  </CatalogueShell>
);

export const WithDropped: Story = () => (
  <CatalogueShell>
    <PracticalInfoOverview {...f.withDropped} />
  </CatalogueShell>
);
