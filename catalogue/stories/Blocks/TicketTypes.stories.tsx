import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { TicketTypes } from '@design-system/blocks/TicketTypes';
import { ticketTypesFixtures as f, ticketTypesFor } from '@fixtures/components/TicketTypes.fixtures';

export default {
  title: 'Blocks/Ticket Types',
  meta: {
    usage: {
      when: 'The ticket types and prices of a site, side by side.',
      props: 'title, types (title, price, capacity), disclaimer, link.',
      accessibility: 'Each type is a list item with its own heading; prices include the currency in text.',
    },
  },
} satisfies StoryDefault;

/** The selected site's prices in the selected language (the war museum's on the main site). */
export const Default: Story = () => <TicketTypes {...ticketTypesFor(useCatalogueSettings())} />;
export const LongText: Story = () => <TicketTypes {...f.longText} />;
export const Minimal: Story = () => <TicketTypes {...f.minimal} />;
export const Empty: Story = () => <TicketTypes {...f.empty} />;
