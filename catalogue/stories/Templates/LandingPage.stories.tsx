import type { Story, StoryDefault } from '@ladle/react';
import { CatalogueShell } from '@catalogue/support/CatalogueShell';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { LandingPage } from '@design-system/templates/LandingPage';
import { landingPageFixtures as f, landingPageFor } from '@fixtures/components/LandingPage.fixtures';

/** Whole pages in SiteShell (own theme): the global Provider adds no theme wrapper. */
export default {
  title: 'Templates/Landing Page',
  meta: {
    ownsTheme: true,
    usage: {
      when: 'A campaign or section page: hero and modules.',
      props: 'hero, blocks.',
      accessibility: 'One h1; modules bring their own headings.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <CatalogueShell currentHref="/besog">
    <LandingPage {...landingPageFor(useCatalogueSettings())} />
  </CatalogueShell>
);
export const LongText: Story = () => (
  <CatalogueShell>
    <LandingPage {...f.longText} />
  </CatalogueShell>
);
export const Minimal: Story = () => (
  <CatalogueShell>
    <LandingPage {...f.minimal} />
  </CatalogueShell>
);
/** Blocks without content: the empty text section renders nothing, the image an empty box. */
export const EmptyBlocks: Story = () => (
  <CatalogueShell>
    <LandingPage {...f.emptyBlocks} />
  </CatalogueShell>
);
