import type { Story, StoryDefault } from '@ladle/react';
import { CatalogueShell } from '@catalogue/support/CatalogueShell';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { DetailPage } from '@design-system/templates/DetailPage';
import { detailPageFor, detailPageFixtures as f } from '@fixtures/components/DetailPage.fixtures';

/** Whole pages in SiteShell (own theme): the global Provider adds no theme wrapper. */
export default {
  title: 'Templates/Detail Page',
  meta: {
    ownsTheme: true,
    usage: {
      when: 'Project, collection, research unit, publication and service pages: hero, body, facts and related items.',
      props: 'kind, hero, blocks, aside (facts), related.',
      accessibility: 'One h1 in the hero; the aside is a complementary landmark after the body.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <CatalogueShell>
    <DetailPage {...detailPageFor(useCatalogueSettings())} />
  </CatalogueShell>
);

export const Service: Story = () => (
  <CatalogueShell>
    <DetailPage {...f.service} />
  </CatalogueShell>
);

export const ResearchUnit: Story = () => (
  <CatalogueShell>
    <DetailPage {...f.researchUnit} />
  </CatalogueShell>
);

export const LongText: Story = () => (
  <CatalogueShell>
    <DetailPage {...f.longText} />
  </CatalogueShell>
);

export const Minimal: Story = () => (
  <CatalogueShell>
    <DetailPage {...f.minimal} />
  </CatalogueShell>
);
