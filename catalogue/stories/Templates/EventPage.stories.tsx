import type { Story, StoryDefault } from '@ladle/react';
import { EventPage } from '../../../design-system/templates/EventPage';
import { eventPageFixtures as f } from '../../../fixtures/components/EventPage.fixtures';
import { CatalogueShell } from '../../support/CatalogueShell';

/** Whole pages in SiteShell (own theme): the global Provider adds no theme wrapper. */
export default { title: 'Templates/Event Page', meta: { ownsTheme: true } } satisfies StoryDefault;

export const Default: Story = () => (
  <CatalogueShell>
    <EventPage {...f.default} />
  </CatalogueShell>
);

export const LongText: Story = () => (
  <CatalogueShell>
    <EventPage {...f.longText} />
  </CatalogueShell>
);

export const Minimal: Story = () => (
  <CatalogueShell>
    <EventPage {...f.minimal} />
  </CatalogueShell>
);

export const Cancelled: Story = () => (
  <CatalogueShell>
    <EventPage {...f.cancelled} />
  </CatalogueShell>
);
