import type { Story, StoryDefault } from '@ladle/react';
import { CatalogueShell } from '@catalogue/support/CatalogueShell';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { TicketOverview } from '@design-system/templates/TicketOverview';
import { ticketOverviewFixtures as f, ticketOverviewFor } from '@fixtures/components/TicketOverview.fixtures';

/** Whole pages in SiteShell (own theme): the global Provider adds no theme wrapper. */
export default {
  title: 'Templates/Ticket Overview',
  meta: {
    ownsTheme: true,
    usage: {
      when: 'The featured tickets of a site.',
      props: 'hero, tickets.',
      accessibility: 'Tickets are a list; each has a heading and a purchase link.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <CatalogueShell>
    <TicketOverview {...ticketOverviewFor(useCatalogueSettings())} />
  </CatalogueShell>
);

export const LongText: Story = () => (
  <CatalogueShell>
    <TicketOverview {...f.longText} />
  </CatalogueShell>
);

export const Minimal: Story = () => (
  <CatalogueShell>
    <TicketOverview {...f.minimal} />
  </CatalogueShell>
);

export const Empty: Story = () => (
  <CatalogueShell>
    <TicketOverview {...f.empty} />
  </CatalogueShell>
);
