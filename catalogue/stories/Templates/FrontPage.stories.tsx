import type { Story, StoryDefault } from '@ladle/react';
import { CatalogueShell } from '@catalogue/support/CatalogueShell';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { FrontPage } from '@design-system/templates/FrontPage';
import { frontPageFixtures as f, frontPageFor } from '@fixtures/components/FrontPage.fixtures';

/** Whole pages in SiteShell (own theme): the global Provider adds no theme wrapper. */
export default {
  title: 'Templates/Front Page',
  meta: {
    ownsTheme: true,
    usage: {
      when: "A site's front page: the front page hero and the editor's modules.",
      props: 'hero (variant per site), blocks.',
      accessibility: "The hero's first title is the h1; modules keep the outline below it.",
    },
  },
} satisfies StoryDefault;

/** The selected site's front page (hero, teasers, picture) in the selected language, in its shell. */
export const Default: Story = () => (
  <CatalogueShell>
    <FrontPage {...frontPageFor(useCatalogueSettings())} />
  </CatalogueShell>
);
export const FullHero: Story = () => (
  <CatalogueShell>
    <FrontPage {...f.fullHero} />
  </CatalogueShell>
);
export const LongText: Story = () => (
  <CatalogueShell>
    <FrontPage {...f.longText} />
  </CatalogueShell>
);
export const Minimal: Story = () => (
  <CatalogueShell>
    <FrontPage {...f.minimal} />
  </CatalogueShell>
);
export const Empty: Story = () => (
  <CatalogueShell>
    <FrontPage {...f.empty} />
  </CatalogueShell>
);
