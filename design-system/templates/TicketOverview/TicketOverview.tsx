import { BlockList, type BlockModel } from '../../blocks/BlockList';
import { PageHero, type PageHeroModel } from '../../blocks/PageHero';
import { type TeaserListModel, TeaserSection } from '../../blocks/TeaserGrid';

export interface TicketOverviewModel {
  hero: PageHeroModel;
  /** The featured tickets, each a teaser linking to its ticket page. */
  featuredTickets: TeaserListModel;
  blocks: BlockModel[];
}

/** The ticket overview (spec 2): the featured tickets, then the modules. */
export function TicketOverview({ hero, featuredTickets, blocks }: TicketOverviewModel) {
  return (
    <>
      <PageHero {...hero} />
      <TeaserSection {...featuredTickets} featured />
      <BlockList blocks={blocks} />
    </>
  );
}
