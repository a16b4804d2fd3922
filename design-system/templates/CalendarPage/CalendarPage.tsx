import { BlockList, type BlockModel } from '@design-system/blocks/BlockList';
import { CalendarDays, type CalendarDaysModel } from '@design-system/blocks/CalendarDays';
import { PageHero, type PageHeroModel } from '@design-system/blocks/PageHero';
import { type TeaserListModel, TeaserSection } from '@design-system/blocks/TeaserGrid';
import { TextRibbon, type TextRibbonModel } from '@design-system/blocks/TextRibbon';

export interface CalendarPageModel {
  hero: PageHeroModel;
  /** The event ribbon above the calendar. */
  topRibbon?: TextRibbonModel | null;
  /** Featured events of the site; left out when there are none. */
  featuredEvents?: TeaserListModel | null;
  calendar: CalendarDaysModel;
  /** The event ribbon below the calendar. */
  bottomRibbon?: TextRibbonModel | null;
  blocks: BlockModel[];
}

/** The calendar page: page hero, top ribbon, featured events, the calendar, bottom ribbon, modules. */
export function CalendarPage({ hero, topRibbon, featuredEvents, calendar, bottomRibbon, blocks }: CalendarPageModel) {
  return (
    <>
      <PageHero {...hero} />
      {topRibbon ? <TextRibbon {...topRibbon} /> : null}
      {featuredEvents ? <TeaserSection {...featuredEvents} featured /> : null}
      <CalendarDays {...calendar} />
      {bottomRibbon ? <TextRibbon {...bottomRibbon} /> : null}
      <BlockList blocks={blocks} />
    </>
  );
}
