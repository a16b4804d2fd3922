import { BlockList, type BlockModel } from '@design-system/blocks/BlockList';
import { EventHero, type EventHeroModel } from '@design-system/blocks/EventHero';
import { EventList, type EventListModel } from '@design-system/blocks/EventList';
import { InfoList, type InfoListModel } from '@design-system/blocks/InfoList';
import { hasPracticalFacts, PracticalAside, type PracticalAsideModel } from '@design-system/blocks/PracticalAside';
import { TextRibbon, type TextRibbonModel } from '@design-system/blocks/TextRibbon';
import { AsideLayout } from '@design-system/primitives/AsideLayout';

export interface EventPageModel {
  hero: EventHeroModel;
  practicalInfo?: InfoListModel | null;
  /** The events of the programme. */
  programme?: EventListModel | null;
  blocks: BlockModel[];
  relatedEvents?: EventListModel | null;
  ribbon?: TextRibbonModel | null;
  /** The site's practical facts (its address, its ticket call to action) for the aside beside the event. */
  practical?: PracticalAsideModel | null;
}

/**
 * The aside of an event: when it is, its ticket prices, the editor's practical info, the museum's address, and the
 * event's purchase link (else the site's ticket call to action) with the calendar file.
 */
function eventPractical(
  hero: EventHeroModel,
  practicalInfo: InfoListModel | null | undefined,
  practical: PracticalAsideModel | null | undefined,
): PracticalAsideModel {
  return {
    title: practicalInfo?.title,
    when: { date: hero.date, time: hero.time, text: hero.dateText },
    prices: hero.ticketVariants,
    facts: practicalInfo?.items,
    place: practical?.place ?? null,
    cta: hero.ticketLink?.href ? hero.ticketLink : (practical?.cta ?? null),
    calendarHref: hero.calendarHref,
  };
}

/**
 * The event page: hero with dates, tags and ticket variants; practical info; programme; modules; related
 * events; ribbon. From lg the practical info is a sticky aside on 4 of the 12 columns, beside programme, modules and
 * related events on the other 8; it holds when, the ticket variants and the purchase link, which the hero then leaves
 * to it. On narrow screens it comes right after the hero.
 */
export function EventPage({
  hero,
  practicalInfo,
  programme,
  blocks,
  relatedEvents,
  ribbon,
  practical,
}: EventPageModel) {
  const aside = eventPractical(hero, practicalInfo, practical);
  const withAside = hasPracticalFacts(aside);
  const shownHero = withAside
    ? { ...hero, ticketVariants: undefined, ticketLink: undefined, calendarHref: undefined }
    : hero;
  return (
    <>
      <EventHero {...shownHero} />
      <AsideLayout aside={withAside ? <PracticalAside {...aside} /> : null}>
        {!withAside && practicalInfo ? <InfoList {...practicalInfo} /> : null}
        {programme ? <EventList {...programme} /> : null}
        <BlockList blocks={blocks} />
        {relatedEvents ? <EventList {...relatedEvents} /> : null}
      </AsideLayout>
      {ribbon ? <TextRibbon {...ribbon} /> : null}
    </>
  );
}
