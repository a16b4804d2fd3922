import { type CalendarHorizon, isSiteId, sites } from '../sites/registry';
import {
  addDaysTo,
  addMonthsTo,
  assertIsoDate,
  type DateRange,
  eachDay,
  epochDayOf,
  type IsoDate,
  isoDateOfEpochDay,
} from './calendarDate';
import {
  type EventDay,
  type EventInput,
  type EventSlots,
  type EventTime,
  eventDay,
  expandEventSlots,
  happensOn,
  isEventShown,
  periodCovers,
  type SharedTimes,
  startOf,
} from './events';
import { type DayStatus, dayStatus, type OpeningHours } from './openingHours';

/**
 * The calendar (the spec, "Day list", "Timeline layout", "Calendar window", "Calendar teaser"; the spec horizons): which
 * events show on which days, in a daily or a timeline layout. Pure: today is given, nothing is fetched.
 *
 * Opening hours decide which days are open ("A closed day shows no events"). A site without any opening-hours data
 * (`openingHours` null or undefined) is treated as open every day, so a missing document never empties a calendar.
 */

/** Spec: "default 2 months". */
export const DEFAULT_CALENDAR_HORIZON: CalendarHorizon = { months: 2 };

/** The site's calendar horizon: open-air museum 1 month, castle 2, war museum 1 year, main 2, default 2. */
export function calendarHorizon(site: string | null | undefined): CalendarHorizon {
  return isSiteId(site) ? sites[site].calendarHorizon : DEFAULT_CALENDAR_HORIZON;
}

/**
 * Spec: "Calendar window: from today to a default end date, or the page's endDate when set." Both ends included;
 * an endDate before today gives an empty window (`to` before `from`).
 */
export function calendarWindow(
  today: IsoDate,
  options: { site?: string | null; endDate?: IsoDate | null } = {},
): DateRange {
  const from = assertIsoDate(today, 'today');
  const to = options.endDate
    ? assertIsoDate(options.endDate, 'calendar end date')
    : addMonthsTo(from, calendarHorizon(options.site).months);
  return { from, to };
}

/** What a calendar is built from. */
export interface CalendarContext {
  /** Today in Copenhagen (`today(clock)`). */
  today: IsoDate;
  /** The current site, for its horizon. */
  site?: string | null;
  /** The calendar page's endDate, when set. */
  endDate?: IsoDate | null;
  /** The site's opening hours; null or missing counts every day as open. */
  openingHours?: OpeningHours | null;
}

/** An event on a day of the calendar. */
export interface CalendarEvent<E extends EventInput = EventInput> extends EventDay {
  kind: 'period' | 'occurrence';
  event: E;
  /** The event's whole date range. */
  period: DateRange;
}

/** A period event in the timeline, listed once: from its start day to its end moved back to the last open day. */
export interface TimelinePeriodEvent<E extends EventInput = EventInput> extends CalendarEvent<E> {
  kind: 'period';
  start: IsoDate;
  end: IsoDate;
}

export interface CalendarDay<E extends EventInput = EventInput, Entry = CalendarEvent<E>> {
  date: IsoDate;
  /** The day's opening status, or null when the site has no opening-hours data. */
  status: DayStatus | null;
  /** Period events first, then occurrence events by earliest start. Empty on a closed day. */
  events: Entry[];
}

export interface DailyCalendar<E extends EventInput = EventInput> {
  layout: 'daily';
  /** The window the calendar covers, or null when building failed. */
  window: DateRange | null;
  /** Every day of the window, open or closed. */
  days: CalendarDay<E>[];
}

export interface TimelineCalendar<E extends EventInput = EventInput> {
  layout: 'timeline';
  window: DateRange | null;
  /** Only days with something to show. */
  days: CalendarDay<E, TimelinePeriodEvent<E> | CalendarEvent<E>>[];
}

export type CalendarLayout = 'daily' | 'timeline';
export type Calendar<E extends EventInput = EventInput> = DailyCalendar<E> | TimelineCalendar<E>;

type OpenCheck = (date: IsoDate) => boolean;

function openCheck(openingHours: OpeningHours | null | undefined): {
  status: (date: IsoDate) => DayStatus | null;
  isOpen: OpenCheck;
} {
  if (!openingHours) return { status: () => null, isOpen: () => true };
  const cache = new Map<IsoDate, DayStatus>();
  const status = (date: IsoDate) => {
    let known = cache.get(date);
    if (!known) {
      known = dayStatus(openingHours, date);
      cache.set(date, known);
    }
    return known;
  };
  return { status, isOpen: (date) => status(date).open };
}

/** The shown events expanded inside the window; an event that cannot be expanded is dropped with a warning. */
function expandShownEvents<E extends EventInput>(
  events: readonly E[],
  today: IsoDate,
  window: DateRange,
): EventSlots<E>[] {
  const expanded: EventSlots<E>[] = [];
  const shared: SharedTimes = new Map(); // one build's shared timeslots
  for (const event of events) {
    try {
      if (!isEventShown(event, today)) continue;
      const result = expandEventSlots(event, window, shared);
      if (result) expanded.push(result);
    } catch (error) {
      console.warn(`[calendar] Event ${event._id} left out: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return expanded;
}

/**
 * The calendar entry of an event on a day, straight from its times that day (no intermediate day object: a year's
 * calendar makes tens of thousands of these). Written out, not spread.
 */
function calendarEntry<E extends EventInput>(item: EventSlots<E>, date: IsoDate, times: EventTime[]): CalendarEvent<E> {
  const kind = item.format === 'period' ? 'period' : 'occurrence';
  const only = times.length === 1 ? times[0] : undefined;
  if (only) return { kind, event: item.event, period: item.period, date, times, earliestStart: startOf(only) };
  const day = eventDay(date, times);
  return { kind, event: item.event, period: item.period, date, times: day.times, earliestStart: day.earliestStart };
}

/** Spec: "period events sort before occurrence events; occurrence events sort by earliest start time". */
export function compareDayEvents(a: CalendarEvent, b: CalendarEvent): number {
  if (a.kind !== b.kind) return a.kind === 'period' ? -1 : 1;
  if (a.kind === 'period') return 0; // period events keep the order they were given in
  const startA = a.earliestStart ?? '~'; // no start time: last
  const startB = b.earliestStart ?? '~';
  return startA < startB ? -1 : startA > startB ? 1 : 0;
}

/** Every window day's events, by day index from the window's first day. */
function eventsByDay<E extends EventInput>(expanded: EventSlots<E>[], window: DateRange): CalendarEvent<E>[][] {
  const first = epochDayOf(window.from);
  const byDay: CalendarEvent<E>[][] = [];
  for (let index = epochDayOf(window.to) - first; index >= 0; index--) byDay[index] = [];
  for (const item of expanded) {
    const { slots, base } = item;
    for (let index = 0; index < slots.length; index++) {
      const times = slots[index];
      if (!times) continue;
      const epochDay = base + index;
      byDay[epochDay - first]?.push(calendarEntry(item, isoDateOfEpochDay(epochDay), times));
    }
  }
  return byDay;
}

function logFailure(error: unknown): void {
  console.error('[calendar] Building the calendar failed; showing an empty calendar', error);
}

/**
 * The daily layout: every day of the window with its status and events: period events before occurrence
 * events, occurrence events by earliest start; a closed day shows no events. A failure gives an empty calendar, logged.
 */
export function buildDailyCalendar<E extends EventInput>(
  events: readonly E[],
  context: CalendarContext,
): DailyCalendar<E> {
  try {
    const window = calendarWindow(context.today, context);
    const { status, isOpen } = openCheck(context.openingHours);
    const byDay = eventsByDay(expandShownEvents(events, context.today, window), window);
    const days = eachDay(window.from, window.to).map((date, index) => {
      const dayEvents = byDay[index] ?? [];
      return { date, status: status(date), events: isOpen(date) ? dayEvents.sort(compareDayEvents) : [] };
    });
    return { layout: 'daily', window, days };
  } catch (error) {
    logFailure(error);
    return { layout: 'daily', window: null, days: [] };
  }
}

/**
 * The timeline layout: "period events appear once, with start and end day (the end moves back to the last
 * open day), followed by that day's occurrence events. Empty days are omitted." A period event is listed on the first
 * open day of the window it happens on; its start is its period's start; its end is the last day, on or before its
 * period's end, that is open and on which it happens. A failure gives an empty calendar, logged.
 */
export function buildTimelineCalendar<E extends EventInput>(
  events: readonly E[],
  context: CalendarContext,
): TimelineCalendar<E> {
  try {
    const window = calendarWindow(context.today, context);
    const { status, isOpen } = openCheck(context.openingHours);
    const expanded = expandShownEvents(events, context.today, window);

    const periodEventsByDay = new Map<IsoDate, TimelinePeriodEvent<E>[]>();
    const occurrenceEvents: EventSlots<E>[] = [];
    for (const item of expanded) {
      if (item.format !== 'period') {
        occurrenceEvents.push(item);
        continue;
      }
      const { slots, base } = item;
      let firstIndex = -1;
      for (let index = 0; index < slots.length; index++) {
        if (slots[index] && isOpen(isoDateOfEpochDay(base + index))) {
          firstIndex = index;
          break;
        }
      }
      const firstTimes = slots[firstIndex];
      if (!firstTimes) continue;
      const firstDate = isoDateOfEpochDay(base + firstIndex);
      // Inside the window the expanded days say whether it happens; beyond it, the event is asked day by day.
      const happensOnDay = (date: IsoDate) =>
        date <= window.to ? slots[epochDayOf(date) - base] !== undefined : happensOn(item.event, date);
      let end = item.period.to;
      while (end > firstDate && !(isOpen(end) && happensOnDay(end))) end = addDaysTo(end, -1);
      const entry: TimelinePeriodEvent<E> = {
        ...calendarEntry(item, firstDate, firstTimes),
        kind: 'period',
        start: item.period.from,
        end,
      };
      const list = periodEventsByDay.get(firstDate);
      if (list) list.push(entry);
      else periodEventsByDay.set(firstDate, [entry]);
    }
    const occurrencesByDay = eventsByDay(occurrenceEvents, window);

    const days: TimelineCalendar<E>['days'] = [];
    eachDay(window.from, window.to).forEach((date, index) => {
      if (!isOpen(date)) return;
      const periodEvents = periodEventsByDay.get(date);
      const occurrences = (occurrencesByDay[index] ?? []).sort(compareDayEvents);
      const dayEvents = periodEvents ? [...periodEvents, ...occurrences] : occurrences;
      if (dayEvents.length > 0) days.push({ date, status: status(date), events: dayEvents });
    });
    return { layout: 'timeline', window, days };
  } catch (error) {
    logFailure(error);
    return { layout: 'timeline', window: null, days: [] };
  }
}

/** The calendar page's calendar in its layout. */
export function buildCalendar<E extends EventInput>(
  events: readonly E[],
  context: CalendarContext & { layout: CalendarLayout },
): Calendar<E> {
  return context.layout === 'timeline' ? buildTimelineCalendar(events, context) : buildDailyCalendar(events, context);
}

/** A group of the calendar teaser. */
export interface CalendarTeaserGroup<E extends EventInput = EventInput> {
  key: 'today' | 'tomorrow';
  date: IsoDate;
  events: E[];
}

/**
 * Spec: "Calendar teaser: groups today and tomorrow (events whose period covers the day); empty groups are hidden."
 * Only shown events count, and a cancelled day is not covered. With opening hours given, a closed day's group
 * is empty, so hidden. Events keep the order they were given in. A failure gives no groups, logged.
 */
export function calendarTeaser<E extends EventInput>(
  events: readonly E[],
  context: { today: IsoDate; openingHours?: OpeningHours | null },
): CalendarTeaserGroup<E>[] {
  try {
    const today = assertIsoDate(context.today, 'today');
    const { isOpen } = openCheck(context.openingHours);
    const groups: CalendarTeaserGroup<E>[] = [
      { key: 'today', date: today, events: [] },
      { key: 'tomorrow', date: addDaysTo(today, 1), events: [] },
    ];
    for (const group of groups) {
      if (!isOpen(group.date)) continue;
      group.events = events.filter((event) => {
        try {
          return isEventShown(event, today) && periodCovers(event, group.date);
        } catch (error) {
          console.warn(
            `[calendar] Event ${event._id} left out: ${error instanceof Error ? error.message : String(error)}`,
          );
          return false;
        }
      });
    }
    return groups.filter((group) => group.events.length > 0);
  } catch (error) {
    logFailure(error);
    return [];
  }
}
