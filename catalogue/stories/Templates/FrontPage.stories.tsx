import type { Story, StoryDefault } from '@ladle/react';
import { FrontPage } from '../../../design-system/templates/FrontPage';
import { frontPageFixtures as f } from '../../../fixtures/components/FrontPage.fixtures';
import { CatalogueShell } from '../../support/CatalogueShell';

/** Whole pages in SiteShell (own theme): the global Provider adds no theme wrapper. */
export default { title: 'Templates/Front Page', meta: { ownsTheme: true } } satisfies StoryDefault;

export const Default: Story = () => (
  <CatalogueShell>
    <FrontPage {...f.default} />
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
