import type { Story, StoryDefault } from '@ladle/react';
import { CatalogueShell } from '@catalogue/support/CatalogueShell';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { KnowledgeArticle } from '@design-system/templates/KnowledgeArticle';
import { knowledgeArticleFixtures as f, knowledgeArticleFor } from '@fixtures/components/KnowledgeArticle.fixtures';

/** Whole pages in SiteShell (own theme): the global Provider adds no theme wrapper. */
export default {
  title: 'Templates/Knowledge Article',
  meta: {
    ownsTheme: true,
    usage: {
      when: 'A knowledge article in the article sheet: hero, rich text, images and related reading.',
      props: 'hero, body, blocks, related.',
      accessibility: 'Rich text headings are shifted below the h1; images in the flow need alt texts.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <CatalogueShell layout="article">
    <KnowledgeArticle {...knowledgeArticleFor(useCatalogueSettings())} />
  </CatalogueShell>
);
export const Video: Story = () => (
  <CatalogueShell layout="article">
    <KnowledgeArticle {...f.video} />
  </CatalogueShell>
);
export const LongText: Story = () => (
  <CatalogueShell layout="article">
    <KnowledgeArticle {...f.longText} />
  </CatalogueShell>
);
export const Minimal: Story = () => (
  <CatalogueShell layout="article">
    <KnowledgeArticle {...f.minimal} />
  </CatalogueShell>
);
