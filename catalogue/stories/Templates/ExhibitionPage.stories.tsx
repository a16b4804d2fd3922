import type { Story, StoryDefault } from '@ladle/react';
import { CatalogueShell } from '@catalogue/support/CatalogueShell';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { ExhibitionPage } from '@design-system/templates/ExhibitionPage';
import {
  exhibitionPageFor,
  exhibitionPageTheme,
  exhibitionPageFixtures as f,
} from '@fixtures/components/ExhibitionPage.fixtures';

/** Whole pages in SiteShell (own theme): the global Provider adds no theme wrapper. */
export default {
  title: 'Templates/Exhibition Page',
  meta: {
    ownsTheme: true,
    usage: {
      when: 'An exhibition: hero, intro with location, modules, tickets, knowledge and related exhibitions.',
      props: 'hero, intro, location, blocks, ticket, related, pageTheme.',
      accessibility: "The page theme's colours are AA-checked; the location label is text, not only an icon.",
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <CatalogueShell>
    <ExhibitionPage {...exhibitionPageFor(useCatalogueSettings())} />
  </CatalogueShell>
);

/** The page's own theme (page theme over the site's colours, as the runtime passes page.theme to SiteShell). */
export const PageTheme: Story = () => (
  <CatalogueShell pageTheme={exhibitionPageTheme}>
    <ExhibitionPage {...f.default} />
  </CatalogueShell>
);

export const Special: Story = () => (
  <CatalogueShell>
    <ExhibitionPage {...f.special} />
  </CatalogueShell>
);

export const Project: Story = () => (
  <CatalogueShell>
    <ExhibitionPage {...f.project} />
  </CatalogueShell>
);

export const LongText: Story = () => (
  <CatalogueShell>
    <ExhibitionPage {...f.longText} />
  </CatalogueShell>
);

export const Minimal: Story = () => (
  <CatalogueShell>
    <ExhibitionPage {...f.minimal} />
  </CatalogueShell>
);
