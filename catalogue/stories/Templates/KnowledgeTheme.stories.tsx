import type { Story, StoryDefault } from '@ladle/react';
import { CatalogueShell } from '@catalogue/support/CatalogueShell';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { KnowledgeTheme } from '@design-system/templates/KnowledgeTheme';
import { knowledgeThemeFixtures as f, knowledgeThemeFor } from '@fixtures/components/KnowledgeTheme.fixtures';

/** Whole pages in SiteShell (own theme): the global Provider adds no theme wrapper. */
export default {
  title: 'Templates/Knowledge Theme',
  meta: {
    ownsTheme: true,
    usage: {
      when: 'A knowledge theme: period, facts, related articles, highlights, a related exhibition and tickets.',
      props: 'hero, period, info, related, highlights, exhibition, ticket.',
      accessibility: 'Facts are a description list; highlights are a list of teasers.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <CatalogueShell>
    <KnowledgeTheme {...knowledgeThemeFor(useCatalogueSettings())} />
  </CatalogueShell>
);
export const LongText: Story = () => (
  <CatalogueShell>
    <KnowledgeTheme {...f.longText} />
  </CatalogueShell>
);
export const Minimal: Story = () => (
  <CatalogueShell>
    <KnowledgeTheme {...f.minimal} />
  </CatalogueShell>
);
