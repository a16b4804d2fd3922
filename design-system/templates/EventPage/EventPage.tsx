import { BlockList, type BlockModel } from '../../blocks/BlockList';
import { EventHero, type EventHeroModel } from '../../blocks/EventHero';
import { EventList, type EventListModel } from '../../blocks/EventList';
import { InfoList, type InfoListModel } from '../../blocks/InfoList';
import { TextRibbon, type TextRibbonModel } from '../../blocks/TextRibbon';

export interface EventPageModel {
  hero: EventHeroModel;
  practicalInfo?: InfoListModel | null;
  /** The events of the programme. */
  programme?: EventListModel | null;
  blocks: BlockModel[];
  relatedEvents?: EventListModel | null;
  ribbon?: TextRibbonModel | null;
}

/** The event page (spec 2): hero with dates, tags and ticket variants; practical info; programme; modules; related events; ribbon. */
export function EventPage({ hero, practicalInfo, programme, blocks, relatedEvents, ribbon }: EventPageModel) {
  return (
    <>
      <EventHero {...hero} />
      {practicalInfo ? <InfoList {...practicalInfo} /> : null}
      {programme ? <EventList {...programme} /> : null}
      <BlockList blocks={blocks} />
      {relatedEvents ? <EventList {...relatedEvents} /> : null}
      {ribbon ? <TextRibbon {...ribbon} /> : null}
    </>
  );
}
