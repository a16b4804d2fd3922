import type { Story, StoryDefault } from '@ladle/react';
import { CatalogueShell } from '@catalogue/support/CatalogueShell';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { PressRelease } from '@design-system/templates/PressRelease';
import { pressReleaseFixtures as f, pressReleaseFor } from '@fixtures/components/PressRelease.fixtures';

/** Whole pages in SiteShell (own theme): the global Provider adds no theme wrapper. */
export default {
  title: 'Templates/Press Release',
  meta: {
    ownsTheme: true,
    usage: {
      when: 'A press release: date, text and the press contact.',
      props: 'title, publishedDate, body, authors.',
      accessibility: 'The date is a <time>; contacts have mailto: and tel: links.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <CatalogueShell>
    <PressRelease {...pressReleaseFor(useCatalogueSettings())} />
  </CatalogueShell>
);

export const Publication: Story = () => (
  <CatalogueShell>
    <PressRelease {...f.publication} />
  </CatalogueShell>
);

export const LongText: Story = () => (
  <CatalogueShell>
    <PressRelease {...f.longText} />
  </CatalogueShell>
);

export const Minimal: Story = () => (
  <CatalogueShell>
    <PressRelease {...f.minimal} />
  </CatalogueShell>
);
