import type { Story, StoryDefault } from '@ladle/react';
import { CatalogueShell } from '@catalogue/support/CatalogueShell';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { AreaOverview } from '@design-system/templates/AreaOverview';
import {
  knowledgeOverviewFixtures as knowledge,
  knowledgeOverviewFor,
} from '@fixtures/components/KnowledgeOverview.fixtures';
import { podcastOverviewFor } from '@fixtures/components/PodcastOverview.fixtures';
import { podcastOverviewFixtures as podcasts } from '@fixtures/components/PodcastPages.fixtures';

/** Whole pages in SiteShell (own theme): the global Provider adds no theme wrapper. */
export default {
  title: 'Templates/Area Overview',
  meta: {
    ownsTheme: true,
    usage: {
      when: "A content area's front: the knowledge overview (themes, newest articles), the podcast overview (shows, newest episodes).",
      props: 'hero, sections (a heading from the interface words and its teasers), blocks.',
      accessibility: 'Each section is a list of teasers under its own heading; an empty section is left out.',
    },
  },
} satisfies StoryDefault;

/** The knowledge overview (the default); the podcast overview below. */
export const Default: Story = () => (
  <CatalogueShell>
    <AreaOverview {...knowledgeOverviewFor(useCatalogueSettings())} />
  </CatalogueShell>
);
export const Podcasts: Story = () => (
  <CatalogueShell>
    <AreaOverview {...podcastOverviewFor(useCatalogueSettings())} />
  </CatalogueShell>
);
export const LongText: Story = () => (
  <CatalogueShell>
    <AreaOverview {...knowledge.longText} />
  </CatalogueShell>
);
export const FewEpisodes: Story = () => (
  <CatalogueShell>
    <AreaOverview {...podcasts.longText} />
  </CatalogueShell>
);
export const Minimal: Story = () => (
  <CatalogueShell>
    <AreaOverview {...knowledge.minimal} />
  </CatalogueShell>
);
