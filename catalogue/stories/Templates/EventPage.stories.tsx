import type { Story, StoryDefault } from '@ladle/react';
import { CatalogueShell } from '@catalogue/support/CatalogueShell';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { EventPage } from '@design-system/templates/EventPage';
import { eventPageFor, eventPageFixtures as f } from '@fixtures/components/EventPage.fixtures';

/** Whole pages in SiteShell (own theme): the global Provider adds no theme wrapper. */
export default {
  title: 'Templates/Event Page',
  meta: {
    ownsTheme: true,
    usage: {
      when: 'An event: hero with dates and tickets, practical info, programme, modules and related events.',
      props: 'hero, practical, programme, blocks, related, ribbon.',
      accessibility: 'The programme is an ordered list of times; cancelled events say so in text.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <CatalogueShell>
    <EventPage {...eventPageFor(useCatalogueSettings())} />
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
