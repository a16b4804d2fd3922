import type { Story, StoryDefault } from '@ladle/react';
import { CatalogueShell } from '@catalogue/support/CatalogueShell';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { EducationTheme } from '@design-system/templates/EducationTheme';
import { educationThemeFixtures as f } from '@fixtures/components/EducationPages.fixtures';
import { educationThemeFor } from '@fixtures/components/EducationTheme.fixtures';

/** Whole pages in SiteShell (own theme): the global Provider adds no theme wrapper. */
export default {
  title: 'Templates/Education Theme',
  meta: {
    ownsTheme: true,
    usage: {
      when: 'An education theme with its topics.',
      props: 'hero, topics, blocks.',
      accessibility: 'Breadcrumb, h1, topics as a list.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <CatalogueShell>
    <EducationTheme {...educationThemeFor(useCatalogueSettings())} />
  </CatalogueShell>
);
export const LongText: Story = () => (
  <CatalogueShell>
    <EducationTheme {...f.longText} />
  </CatalogueShell>
);
export const Minimal: Story = () => (
  <CatalogueShell>
    <EducationTheme {...f.minimal} />
  </CatalogueShell>
);
