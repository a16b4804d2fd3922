import { type TeaserListModel, TeaserSection } from '../TeaserGrid';

/** A list of events as teasers with date, time and tags (a cancelled event says so). */
export type EventListModel = TeaserListModel;

/** A list of events as teasers with date, time and tags (a cancelled event says so). Nothing renders without an item. */
export function EventList(model: EventListModel) {
  return <TeaserSection {...model} />;
}
