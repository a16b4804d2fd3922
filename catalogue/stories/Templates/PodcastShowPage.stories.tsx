import type { Story, StoryDefault } from '@ladle/react';
import { CatalogueShell } from '@catalogue/support/CatalogueShell';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { PodcastShowPage } from '@design-system/templates/PodcastShowPage';
import { podcastShowPageFixtures as f } from '@fixtures/components/PodcastPages.fixtures';
import { podcastShowPageFor } from '@fixtures/components/PodcastShowPage.fixtures';

/** Whole pages in SiteShell (own theme): the global Provider adds no theme wrapper. */
export default {
  title: 'Templates/Podcast Show Page',
  meta: {
    ownsTheme: true,
    usage: {
      when: 'A podcast show: hero and seasons with episodes.',
      props: 'hero, seasons.',
      accessibility: 'Season tabs; each episode has a play button naming it.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <CatalogueShell>
    <PodcastShowPage {...podcastShowPageFor(useCatalogueSettings())} />
  </CatalogueShell>
);
export const LongText: Story = () => (
  <CatalogueShell>
    <PodcastShowPage {...f.longText} />
  </CatalogueShell>
);
export const Minimal: Story = () => (
  <CatalogueShell>
    <PodcastShowPage {...f.minimal} />
  </CatalogueShell>
);
