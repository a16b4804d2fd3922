import { BlockList, type BlockModel } from '../../blocks/BlockList';
import { PageHero, type PageHeroModel } from '../../blocks/PageHero';
import { type TeaserListModel, TeaserSection } from '../../blocks/TeaserGrid';

export interface TicketOverviewModel {
  hero: PageHeroModel;
  /** The featured tickets (the kinds of ticket), each a row linking to its ticket page, with its prices. */
  featuredTickets: TeaserListModel;
  blocks: BlockModel[];
}

/** The ticket overview (spec 2): the featured tickets as compact rows, then the modules. */
export function TicketOverview({ hero, featuredTickets, blocks }: TicketOverviewModel) {
  return (
    <>
      <PageHero {...hero} />
      <TeaserSection {...featuredTickets} layout="rows" />
      <BlockList blocks={blocks} />
    </>
  );
}
