import type { Story, StoryDefault } from '@ladle/react';
import { CatalogueShell } from '@catalogue/support/CatalogueShell';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { PodcastEpisodePage } from '@design-system/templates/PodcastEpisodePage';
import { podcastEpisodePageFor } from '@fixtures/components/PodcastEpisodePage.fixtures';
import { podcastEpisodePageFixtures as f } from '@fixtures/components/PodcastPages.fixtures';

/** Whole pages in SiteShell (own theme): the global Provider adds no theme wrapper. */
export default {
  title: 'Templates/Podcast Episode Page',
  meta: {
    ownsTheme: true,
    usage: {
      when: 'A podcast episode: hero with player, about and transcript.',
      props: 'hero, about, transcript.',
      accessibility: 'Tabs only when both exist; the transcript is real text.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <CatalogueShell>
    <PodcastEpisodePage {...podcastEpisodePageFor(useCatalogueSettings())} />
  </CatalogueShell>
);
export const AboutOnly: Story = () => (
  <CatalogueShell>
    <PodcastEpisodePage {...f.aboutOnly} />
  </CatalogueShell>
);
export const LongText: Story = () => (
  <CatalogueShell>
    <PodcastEpisodePage {...f.longText} />
  </CatalogueShell>
);
export const Minimal: Story = () => (
  <CatalogueShell>
    <PodcastEpisodePage {...f.minimal} />
  </CatalogueShell>
);
