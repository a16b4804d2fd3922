import { BlockList, type BlockModel } from '@design-system/blocks/BlockList';
import { EventList, type EventListModel } from '@design-system/blocks/EventList';
import { PageHero, type PageHeroModel } from '@design-system/blocks/PageHero';
import { TicketDetails, type TicketDetailsModel } from '@design-system/blocks/TicketDetails';
import { TicketModule, type TicketModuleModel } from '@design-system/blocks/TicketModule';

export interface TicketPageModel {
  hero: PageHeroModel;
  /** The ticket's variants with price and capacity, and the link out to buy it. */
  ticket: TicketModuleModel;
  /** Benefits, description and questions. */
  details: TicketDetailsModel;
  /** The events the ticket gives access to. */
  events?: EventListModel | null;
  blocks: BlockModel[];
}

/** The ticket page: benefits, variants, FAQ, events. */
export function TicketPage({ hero, ticket, details, events, blocks }: TicketPageModel) {
  return (
    <>
      <PageHero {...hero} />
      <TicketModule {...ticket} />
      <TicketDetails {...details} />
      {events ? <EventList {...events} /> : null}
      <BlockList blocks={blocks} />
    </>
  );
}
