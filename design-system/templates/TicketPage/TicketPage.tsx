import { BlockList, type BlockModel } from '../../blocks/BlockList';
import { EventList, type EventListModel } from '../../blocks/EventList';
import { PageHero, type PageHeroModel } from '../../blocks/PageHero';
import { TicketDetails, type TicketDetailsModel } from '../../blocks/TicketDetails';
import { TicketModule, type TicketModuleModel } from '../../blocks/TicketModule';

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
