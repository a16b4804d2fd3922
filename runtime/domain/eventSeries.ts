import {
  assertClockTime,
  assertIsoDate,
  type ClockTime,
  type DateRange,
  epochDayOf,
  type IsoDate,
  intersect,
  isoDateOfEpochDay,
  type Weekday,
  weekdayIndexOfEpochDay,
  weekdays,
} from './calendarDate';
import { type EventInput, eventPeriod, type Occurrence, occurrencesOf, type Timeframe } from './events';

/**
 * An event as recurring series (the spec, "Event format"), the shape a calendar file needs: each occurrence pattern of
 * the event is one series that repeats on its weekdays from its first to its last day, with the days it does not
 * happen listed as exceptions (its cancellations, and the days the museum is known to be closed). Pure; the same
 * rules as `expandEvent`: a period event's pattern runs inside the event's period (and its own, when given), on its
 * flagged weekdays or, with no flag set, every day; an occurrences event's pattern inside its own period, on its
 * flagged weekdays only.
 */
export interface EventSeries {
  /** Stable within the event: the occurrence's `_key`, else its position. */
  key: string;
  /** The first day it happens (not an exception). */
  firstDay: IsoDate;
  /** The last day it happens (not an exception). */
  lastDay: IsoDate;
  /** The weekdays it repeats on, Monday first; all seven for a daily series. */
  weekdays: Weekday[];
  /** A timeslot's wall-clock times in Copenhagen; null for freeform times (an all-day series). */
  time: { from: ClockTime; to: ClockTime } | null;
  /** A freeform occurrence's timeframes ("Hele dagen", "Aften 19:00-20:00"); empty for a timeslot. */
  timeframes: Timeframe[];
  /** Days between the first and the last on which the pattern would repeat but the event does not happen. */
  exceptions: IsoDate[];
}

export interface SeriesOptions {
  /**
   * Is the museum known to be closed on a day? "A closed day shows no events": such days become exceptions.
   * Leave it out when closure is unknown.
   */
  isClosed?: (date: IsoDate) => boolean;
}

function timeOf(occurrence: Occurrence): EventSeries['time'] {
  if (occurrence.type !== 'timeslot') return null;
  if (!occurrence.hours) throw new RangeError('Timeslot occurrence without hours');
  const from = assertClockTime(occurrence.hours.from, 'timeslot start');
  const to = assertClockTime(occurrence.hours.to, 'timeslot end');
  if (to < from) throw new RangeError(`Timeslot ends before it starts: ${from} - ${to}`);
  return { from, to };
}

/**
 * The series of an event. "Events without occurrences or period occurrences are dropped": empty for such an event,
 * and a pattern on which the event never happens gives no series. Invalid dates or times throw a RangeError.
 */
export function eventSeries(event: EventInput, options: SeriesOptions = {}): EventSeries[] {
  const format = event.eventFormat;
  if (format !== 'period' && format !== 'occurrences') throw new RangeError(`Unknown event format: ${String(format)}`);
  const occurrences = occurrencesOf(event);
  const period = eventPeriod(event);
  if (occurrences.length === 0 || !period) return [];
  const cancelled = new Set((event.cancellations ?? []).map((date) => assertIsoDate(date, 'cancellation')));
  const series: EventSeries[] = [];
  occurrences.forEach((occurrence, index) => {
    let range: DateRange | null;
    if (format === 'period') {
      range = occurrence.period
        ? intersect(
            {
              from: assertIsoDate(occurrence.period.from, 'occurrence start'),
              to: assertIsoDate(occurrence.period.to, 'occurrence end'),
            },
            period,
          )
        : period;
    } else {
      if (!occurrence.period) throw new RangeError('Occurrence without a period');
      range = {
        from: assertIsoDate(occurrence.period.from, 'occurrence start'),
        to: assertIsoDate(occurrence.period.to, 'occurrence end'),
      };
    }
    if (!range || range.to < range.from) return;
    let mask = 0;
    weekdays.forEach((weekday, bit) => {
      if (occurrence[weekday] === true) mask |= 1 << bit;
    });
    if (mask === 0 && format === 'period') mask = 0b1111111;
    if (mask === 0) return;
    const time = timeOf(occurrence);

    const happens: IsoDate[] = [];
    const skipped: IsoDate[] = [];
    const last = epochDayOf(range.to);
    for (let day = epochDayOf(range.from); day <= last; day++) {
      if ((mask & (1 << weekdayIndexOfEpochDay(day))) === 0) continue;
      const date = isoDateOfEpochDay(day);
      if (cancelled.has(date) || options.isClosed?.(date)) skipped.push(date);
      else happens.push(date);
    }
    const firstDay = happens[0];
    const lastDay = happens.at(-1);
    if (!firstDay || !lastDay) return;
    series.push({
      key: occurrence._key?.trim() || String(index),
      firstDay,
      lastDay,
      weekdays: weekdays.filter((_, bit) => (mask & (1 << bit)) !== 0),
      time,
      timeframes: occurrence.type === 'freeform' ? (occurrence.timeframes ?? []) : [],
      exceptions: skipped.filter((date) => date > firstDay && date < lastDay),
    });
  });
  return series;
}
