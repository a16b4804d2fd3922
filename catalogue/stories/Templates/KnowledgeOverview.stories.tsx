import type { Story, StoryDefault } from '@ladle/react';
import { CatalogueShell } from '@catalogue/support/CatalogueShell';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { KnowledgeOverview } from '@design-system/templates/KnowledgeOverview';
import { knowledgeOverviewFixtures as f, knowledgeOverviewFor } from '@fixtures/components/KnowledgeOverview.fixtures';

/** Whole pages in SiteShell (own theme): the global Provider adds no theme wrapper. */
export default {
  title: 'Templates/Knowledge Overview',
  meta: {
    ownsTheme: true,
    usage: {
      when: "The knowledge section's front: themes and articles.",
      props: 'hero, themes, articles, blocks.',
      accessibility: 'Lists of teasers under headings.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <CatalogueShell>
    <KnowledgeOverview {...knowledgeOverviewFor(useCatalogueSettings())} />
  </CatalogueShell>
);
export const LongText: Story = () => (
  <CatalogueShell>
    <KnowledgeOverview {...f.longText} />
  </CatalogueShell>
);
export const Minimal: Story = () => (
  <CatalogueShell>
    <KnowledgeOverview {...f.minimal} />
  </CatalogueShell>
);
