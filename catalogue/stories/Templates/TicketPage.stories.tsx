import type { Story, StoryDefault } from '@ladle/react';
import { CatalogueShell } from '@catalogue/support/CatalogueShell';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { TicketPage } from '@design-system/templates/TicketPage';
import { ticketPageFixtures as f, ticketPageFor } from '@fixtures/components/TicketPage.fixtures';

/** Whole pages in SiteShell (own theme): the global Provider adds no theme wrapper. */
export default {
  title: 'Templates/Ticket Page',
  meta: {
    ownsTheme: true,
    usage: {
      when: 'A ticket: benefits, variants and prices, FAQ and related events.',
      props: 'ticket (variants, benefits, faq, purchaseLink), events.',
      accessibility: 'Prices in text with currency; the FAQ is an accordion.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <CatalogueShell>
    <TicketPage {...ticketPageFor(useCatalogueSettings())} />
  </CatalogueShell>
);

export const LongText: Story = () => (
  <CatalogueShell>
    <TicketPage {...f.longText} />
  </CatalogueShell>
);

export const Minimal: Story = () => (
  <CatalogueShell>
    <TicketPage {...f.minimal} />
  </CatalogueShell>
);

export const Empty: Story = () => (
  <CatalogueShell>
    <TicketPage {...f.empty} />
  </CatalogueShell>
);
