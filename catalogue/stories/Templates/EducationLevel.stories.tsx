import type { Story, StoryDefault } from '@ladle/react';
import { CatalogueShell } from '@catalogue/support/CatalogueShell';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { EducationLevel } from '@design-system/templates/EducationLevel';
import { educationLevelFor } from '@fixtures/components/EducationLevel.fixtures';
import { educationLevelFixtures as f } from '@fixtures/components/EducationPages.fixtures';

/** Whole pages in SiteShell (own theme): the global Provider adds no theme wrapper. */
export default {
  title: 'Templates/Education Level',
  meta: {
    ownsTheme: true,
    usage: {
      when: 'An education level (e.g. Udskoling) with its themes.',
      props: 'hero, themes, blocks.',
      accessibility: 'Breadcrumb, h1, then the themes as a list of teasers.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <CatalogueShell>
    <EducationLevel {...educationLevelFor(useCatalogueSettings())} />
  </CatalogueShell>
);
export const LongText: Story = () => (
  <CatalogueShell>
    <EducationLevel {...f.longText} />
  </CatalogueShell>
);
export const Minimal: Story = () => (
  <CatalogueShell>
    <EducationLevel {...f.minimal} />
  </CatalogueShell>
);
