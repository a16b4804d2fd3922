import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { TicketDetails } from '@design-system/blocks/TicketDetails';
import { ticketDetailsFixtures as f, ticketDetailsFor } from '@fixtures/components/TicketDetails.fixtures';

export default {
  title: 'Blocks/Ticket Details',
  meta: {
    usage: {
      when: "A ticket page's benefits, description and frequently asked questions.",
      props: 'title, benefitsTitle, benefits, description, faq (question, answer), purchaseLink.',
      accessibility: 'Benefits are a list; the FAQ is an accordion; the purchase link says where it leads.',
    },
  },
} satisfies StoryDefault;

/** The annual pass in the selected language. */
export const Default: Story = () => <TicketDetails {...ticketDetailsFor(useCatalogueSettings())} />;
export const LongText: Story = () => <TicketDetails {...f.longText} />;
export const Minimal: Story = () => <TicketDetails {...f.minimal} />;
export const Empty: Story = () => <TicketDetails {...f.empty} />;
