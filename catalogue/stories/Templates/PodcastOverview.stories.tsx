import type { Story, StoryDefault } from '@ladle/react';
import { CatalogueShell } from '@catalogue/support/CatalogueShell';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { PodcastOverview } from '@design-system/templates/PodcastOverview';
import { podcastOverviewFor } from '@fixtures/components/PodcastOverview.fixtures';
import { podcastOverviewFixtures as f } from '@fixtures/components/PodcastPages.fixtures';

/** Whole pages in SiteShell (own theme): the global Provider adds no theme wrapper. */
export default {
  title: 'Templates/Podcast Overview',
  meta: {
    ownsTheme: true,
    usage: {
      when: 'All podcast shows of a site.',
      props: 'hero, shows, blocks.',
      accessibility: 'Shows as a list of teasers under a heading.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <CatalogueShell>
    <PodcastOverview {...podcastOverviewFor(useCatalogueSettings())} />
  </CatalogueShell>
);
export const LongText: Story = () => (
  <CatalogueShell>
    <PodcastOverview {...f.longText} />
  </CatalogueShell>
);
export const Minimal: Story = () => (
  <CatalogueShell>
    <PodcastOverview {...f.minimal} />
  </CatalogueShell>
);
