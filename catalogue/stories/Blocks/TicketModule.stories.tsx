import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { TicketModule } from '@design-system/blocks/TicketModule';
import { ticketModuleFixtures as f, ticketModuleFor } from '@fixtures/components/TicketModule.fixtures';

export default {
  title: 'Blocks/Ticket Module',
  meta: {
    usage: {
      when: 'Prices and a buy link for an exhibition or event.',
      props: 'title, variantsTitle, variants (title, price), variantsDisclaimer, image, purchaseLink.',
      accessibility: 'Prices are a list with labels and values; the purchase link is a link to the ticket shop.',
    },
  },
} satisfies StoryDefault;

/** The selected site's ticket in the selected language (the war museum's on the main site). */
export const Default: Story = () => <TicketModule {...ticketModuleFor(useCatalogueSettings())} />;
export const LongText: Story = () => <TicketModule {...f.longText} />;
export const Minimal: Story = () => <TicketModule {...f.minimal} />;
export const Empty: Story = () => <TicketModule {...f.empty} />;
