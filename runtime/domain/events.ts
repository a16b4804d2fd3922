import {
  assertClockTime,
  assertIsoDate,
  type ClockTime,
  copenhagenTime,
  type DateRange,
  epochDayOf,
  type IsoDate,
  intersect,
  isClockTime,
  isoDateOfEpochDay,
  isWithin,
  minutesBetween,
  type TimeRange,
  uniformOffsetOfEpochDay,
  utcOffsetText,
  type Weekday,
  weekdayIndexOfEpochDay,
  weekdays,
} from './calendarDate';

/**
 * Events (the spec, "Events", the spec "Event format", the spec): expanding an event into the days it happens on, and the
 * rules for which events are shown and featured.
 *
 * Input shapes (CMS-neutral; the runtime's GROQ query and zod schema produce exactly these). Dates are Copenhagen
 * calendar dates `yyyy-MM-dd`, times Copenhagen wall-clock times `HH:mm`. Other fields of the event document (title,
 * teaserDescription, tags, eventPage, tickets, …) pass through untouched: the functions are generic in the event.
 *
 * ```ts
 * // eventFormat 'period': one date range with the same times.
 * const exhibitionTalk: EventInput = {
 *   _id: 'event-1', site: 'natmus', eventFormat: 'period',
 *   period: { from: '2026-06-01', to: '2026-08-31' },
 *   periodOccurrences: [{ type: 'timeslot', hours: { from: '10:00', to: '16:00' } }],
 * };
 * // eventFormat 'occurrences': a weekly pattern inside date ranges.
 * const guidedTour: EventInput = {
 *   _id: 'event-2', site: 'natmus', eventFormat: 'occurrences',
 *   occurrences: [{
 *     period: { from: '2026-03-01', to: '2026-04-30' },
 *     saturday: true, sunday: true,
 *     type: 'timeslot', hours: { from: '09:00', to: '10:30' },
 *   }],
 *   cancellations: ['2026-04-05'],
 * };
 * ```
 */

/** Freeform time of an occurrence: a label ("Hele dagen", "Efter mørkets frembrud"), times, or both. */
export interface Timeframe {
  _key?: string | null;
  label?: string | null;
  from?: ClockTime | null;
  to?: ClockTime | null;
}

/**
 * A weekly pattern inside a date range (CMS `occurrence`). Weekday flags missing or null count as false.
 * `type: 'timeslot'` uses `hours`; `type: 'freeform'` uses `timeframes`.
 */
export type Occurrence = {
  _key?: string | null;
  /** The days the pattern runs, both included. Optional only in an event's `periodOccurrences` (the event's period). */
  period?: DateRange | null;
  type: 'timeslot' | 'freeform';
  hours?: TimeRange | null;
  timeframes?: Timeframe[] | null;
} & Partial<Record<Weekday, boolean | null>>;

export type EventFormat = 'period' | 'occurrences';

/** The fields of an event document the time rules read. */
export interface EventInput {
  _id: string;
  /** The site the event belongs to (featured events must belong to the current site). */
  site?: string | null;
  eventFormat: EventFormat;
  /** The event's date range; required for the period format and for featuring. */
  period?: DateRange | null;
  /**
   * The times of a period event. Each applies to the days of its own `period` (default: the event's period) and, when
   * any weekday flag is set, only to those weekdays; with no flag set, to every day.
   */
  periodOccurrences?: Occurrence[] | null;
  /** The weekly patterns of an occurrences event; only flagged weekdays happen. */
  occurrences?: Occurrence[] | null;
  /** Days on which the event does not take place. */
  cancellations?: IsoDate[] | null;
  /** false hides the event from calendars; missing or null shows it. */
  showInCalendar?: boolean | null;
}

/** A fixed time slot on a day: from, to and duration, with the instants in Copenhagen time. */
export interface TimeslotTime {
  type: 'timeslot';
  from: ClockTime;
  to: ClockTime;
  /** ISO 8601 with the Copenhagen offset, "2026-03-29T09:00:00+02:00". */
  startsAt: string;
  endsAt: string;
  /** Minutes actually elapsed (a slot across the night of a daylight-saving change is an hour shorter or longer). */
  durationMinutes: number;
}

/** Freeform time on a day: the occurrence's timeframes. */
export interface FreeformTime {
  type: 'freeform';
  timeframes: Timeframe[];
}

export type EventTime = TimeslotTime | FreeformTime;

/** One day an event happens on, with its times that day. */
export interface EventDay {
  date: IsoDate;
  /** Timeslots by start time, then freeform times. */
  times: EventTime[];
  /** The earliest start that day (timeslot start or timeframe start), or null when no time is given. */
  earliestStart: ClockTime | null;
}

/** An event with the days it happens on. */
export interface ExpandedEvent<E extends EventInput = EventInput> {
  event: E;
  format: EventFormat;
  /** The event's whole date range (its period, or for the occurrences format the span of its occurrences). */
  period: DateRange;
  /** The days it happens on, in date order, inside the range asked for. */
  days: EventDay[];
}

/** The time an occurrence yields on a day: a timeslot's from, to and duration, or freeform timeframes. */
export function occurrenceTime(occurrence: Occurrence, date: IsoDate): EventTime {
  if (occurrence.type === 'timeslot') {
    if (!occurrence.hours) throw new RangeError(`Timeslot occurrence without hours on ${date}`);
    const from = assertClockTime(occurrence.hours.from, 'timeslot start');
    const to = assertClockTime(occurrence.hours.to, 'timeslot end');
    if (to < from) throw new RangeError(`Timeslot ends before it starts on ${date}: ${from} - ${to}`);
    const start = copenhagenTime(date, from);
    const end = copenhagenTime(date, to);
    // A slot inside the hour skipped on the spring-forward night (02:30-03:00) never happens on the clock: its
    // start is moved on past its end, so it ends at its start, 0 minutes long, rather than ending before it starts.
    // (02:00-03:00 that night is 0 minutes too, but both ends already name the same instant: it keeps its own end.)
    const elapsed = minutesBetween(start.instant, end.instant);
    const endsAt = elapsed < 0 ? start.iso : end.iso;
    return { type: 'timeslot', from, to, startsAt: start.iso, endsAt, durationMinutes: Math.max(0, elapsed) };
  }
  if (occurrence.type === 'freeform') {
    const timeframes = (occurrence.timeframes ?? []).map((frame) => ({
      ...frame,
      ...(frame.from ? { from: assertClockTime(frame.from, 'timeframe start') } : {}),
      ...(frame.to ? { to: assertClockTime(frame.to, 'timeframe end') } : {}),
    }));
    return { type: 'freeform', timeframes };
  }
  throw new RangeError(`Unknown occurrence type: ${String((occurrence as { type: unknown }).type)}`);
}

/** When a time starts: a timeslot's from, a freeform time's earliest timeframe start, or null. */
export function startOf(time: EventTime): ClockTime | null {
  if (time.type === 'timeslot') return time.from;
  let earliest: ClockTime | null = null;
  for (const frame of time.timeframes)
    if (frame.from && (earliest === null || frame.from < earliest)) earliest = frame.from;
  return earliest;
}

function sortTimes(times: EventTime[]): EventTime[] {
  const rank = (time: EventTime) => (time.type === 'timeslot' ? `0${time.from}${time.to}` : `1${startOf(time) ?? '~'}`);
  return [...times].sort((a, b) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0));
}

/** One day of an event from its times that day: the times in order (timeslots by start, then freeform), the earliest start. */
export function eventDay(date: IsoDate, times: EventTime[]): EventDay {
  const only = times.length === 1 ? times[0] : undefined;
  if (only) return { date, times, earliestStart: startOf(only) };
  const sorted = sortTimes(times);
  let earliestStart: ClockTime | null = null;
  for (const time of sorted) {
    const start = startOf(time);
    if (start && (earliestStart === null || start < earliestStart)) earliestStart = start;
  }
  return { date, times: sorted, earliestStart };
}

function cancellationsOf(event: EventInput): Set<IsoDate> {
  return new Set((event.cancellations ?? []).map((date) => assertIsoDate(date, 'cancellation')));
}

function rangeOf(range: DateRange, what: string): DateRange {
  const from = assertIsoDate(range.from, `${what} start`);
  const to = assertIsoDate(range.to, `${what} end`);
  if (to < from) throw new RangeError(`${what} ends before it starts: ${from} - ${to}`);
  return { from, to };
}

function minutesOf(time: ClockTime): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * An occurrence made ready to expand day after day: its weekday flags as a bit mask (bit 0 = Monday), and its time on
 * a day. A timeslot's times are checked once; on a day with one UTC offset (all but the days around a daylight-saving
 * change) from, to and duration follow from the wall-clock times and that offset, without a time-zone look-up; the days
 * around a change take the exact path (`occurrenceTime`). A freeform occurrence yields the same timeframes every day.
 * Errors (a timeslot without hours, bad times) are thrown when a day is asked for, as `occurrenceTime` would.
 */
interface CompiledOccurrence {
  occurrence: Occurrence;
  mask: number;
  /** The occurrence's times on a day, as a one-element list that may be shared: never change it. */
  timesOn(date: IsoDate, epochDay: number): EventTime[];
}

/**
 * Times shared within one calendar build: the same timeslot on the same day (events with the same hours) is one
 * object in one list, made once. Keyed by day index and the slot's minutes.
 */
export type SharedTimes = Map<number, EventTime[]>;

function compileOccurrence(occurrence: Occurrence, shared?: SharedTimes): CompiledOccurrence {
  let mask = 0;
  weekdays.forEach((weekday, index) => {
    if (occurrence[weekday] === true) mask |= 1 << index;
  });
  let timesOn: CompiledOccurrence['timesOn'] = (date) => [occurrenceTime(occurrence, date)];
  if (occurrence.type === 'timeslot' && isClockTime(occurrence.hours?.from) && isClockTime(occurrence.hours?.to)) {
    const { from, to } = occurrence.hours;
    const fromMinutes = minutesOf(from);
    const toMinutes = minutesOf(to);
    const durationMinutes = toMinutes - fromMinutes;
    // "T09:00:00+01:00" per UTC offset, made once: a day's startsAt and endsAt are then one concatenation each.
    let suffixOffset = Number.NaN;
    let startSuffix = '';
    let endSuffix = '';
    const timeOn = (date: IsoDate, epochDay: number): EventTime => {
      const offset = uniformOffsetOfEpochDay(epochDay);
      if (offset === null || durationMinutes < 0) return occurrenceTime(occurrence, date);
      if (offset !== suffixOffset) {
        const zone = utcOffsetText(offset);
        startSuffix = `T${from}:00${zone}`;
        endSuffix = `T${to}:00${zone}`;
        suffixOffset = offset;
      }
      return { type: 'timeslot', from, to, startsAt: date + startSuffix, endsAt: date + endSuffix, durationMinutes };
    };
    timesOn = shared
      ? (date, epochDay) => {
          const key = (epochDay * 1440 + fromMinutes) * 1440 + toMinutes;
          let times = shared.get(key);
          if (!times) {
            times = [timeOn(date, epochDay)];
            shared.set(key, times);
          }
          return times;
        }
      : (date, epochDay) => [timeOn(date, epochDay)];
  } else if (occurrence.type === 'freeform') {
    let same: EventTime[] | undefined; // freeform times do not depend on the day
    timesOn = (date) => {
      same ??= [occurrenceTime(occurrence, date)];
      return same;
    };
  }
  return { occurrence, mask, timesOn };
}

/**
 * The times of each day from `first` to `last` (day indexes) on which the compiled occurrence happens: a flagged
 * weekday (or, with `everyDayWithoutFlags`, any day when no flag is set), not cancelled. Added to `slots`, indexed
 * from `base`; a day's list is replaced, never changed, when a second occurrence adds to it (lists may be shared).
 */
function addOccurrenceDays(
  compiled: CompiledOccurrence,
  first: number,
  last: number,
  options: {
    cancellations: Set<IsoDate>;
    everyDayWithoutFlags: boolean;
    slots: (EventTime[] | undefined)[];
    base: number;
  },
): void {
  const mask = compiled.mask === 0 && options.everyDayWithoutFlags ? 0b1111111 : compiled.mask;
  if (mask === 0) return;
  const { cancellations, slots, base } = options;
  for (let epochDay = first; epochDay <= last; epochDay++) {
    if ((mask & (1 << weekdayIndexOfEpochDay(epochDay))) === 0) continue;
    const date = isoDateOfEpochDay(epochDay);
    if (cancellations.has(date)) continue;
    const times = compiled.timesOn(date, epochDay);
    const slot = slots[epochDay - base];
    slots[epochDay - base] = slot ? slot.concat(times) : times;
  }
}

/** The event days of `slots` (indexed from `base`), in date order. */
function daysOfSlots(slots: (EventTime[] | undefined)[], base: number): EventDay[] {
  const days: EventDay[] = [];
  for (let index = 0; index < slots.length; index++) {
    const times = slots[index];
    if (times) days.push(eventDay(isoDateOfEpochDay(base + index), times));
  }
  return days;
}

/**
 * The days of one occurrence pattern: "Occurrence days are expanded from the weekday flags, skipping
 * cancelled dates", inside `within` when given.
 */
export function expandOccurrence(
  occurrence: Occurrence,
  options: { cancellations?: Iterable<IsoDate>; within?: DateRange | null; defaultPeriod?: DateRange | null } = {},
): EventDay[] {
  const source = occurrence.period ?? options.defaultPeriod;
  if (!source) throw new RangeError('Occurrence without a period');
  const period = rangeOf(source, 'occurrence period');
  const range = options.within ? intersect(period, options.within) : period;
  if (!range) return [];
  const base = epochDayOf(range.from);
  const slots: (EventTime[] | undefined)[] = [];
  addOccurrenceDays(compileOccurrence(occurrence), base, epochDayOf(range.to), {
    cancellations: new Set(options.cancellations ?? []),
    everyDayWithoutFlags: false,
    slots,
    base,
  });
  return daysOfSlots(slots, base);
}

/**
 * The event's whole date range: its `period` for the period format; for the occurrences format the span of its
 * occurrences' periods (or its `period`, when given). Null when it has none.
 */
export function eventPeriod(event: EventInput): DateRange | null {
  if (event.eventFormat === 'period' || event.period)
    return event.period ? rangeOf(event.period, 'event period') : null;
  let from: IsoDate | null = null;
  let to: IsoDate | null = null;
  for (const occurrence of event.occurrences ?? []) {
    if (!occurrence.period) continue;
    const range = rangeOf(occurrence.period, 'occurrence period');
    if (from === null || range.from < from) from = range.from;
    if (to === null || range.to > to) to = range.to;
  }
  return from !== null && to !== null ? { from, to } : null;
}

/** The occurrences the event's format reads: `periodOccurrences` for 'period', `occurrences` for 'occurrences'. */
export function occurrencesOf(event: EventInput): Occurrence[] {
  return (event.eventFormat === 'period' ? event.periodOccurrences : event.occurrences) ?? [];
}

/**
 * An event's times by day, before they become `EventDay`s: `slots[i]` holds the times on day index `base + i` (see
 * `epochDayOf`), undefined on a day it does not happen. The calendar reads these directly, without an intermediate
 * object per day. Null when the event is dropped (the spec: "Events without occurrences or period occurrences are
 * dropped"). Invalid dates or times throw a RangeError before anything is returned.
 */
export interface EventSlots<E extends EventInput = EventInput> {
  event: E;
  format: EventFormat;
  period: DateRange;
  base: number;
  slots: (EventTime[] | undefined)[];
}

export function expandEventSlots<E extends EventInput>(
  event: E,
  within?: DateRange | null,
  shared?: SharedTimes,
): EventSlots<E> | null {
  const format = event.eventFormat;
  if (format !== 'period' && format !== 'occurrences') {
    if (occurrencesOf(event).length === 0) return null;
    throw new RangeError(`Unknown event format: ${String(format)}`);
  }
  const occurrences = occurrencesOf(event);
  if (occurrences.length === 0) return null;
  const period = eventPeriod(event);
  if (!period) return null;
  const cancellations = cancellationsOf(event);

  // Each occurrence's days: for 'period', inside the event's period and the occurrence's own (default: the event's);
  // for 'occurrences', inside the occurrence's own period, which it must have.
  const ranges: { compiled: CompiledOccurrence; range: DateRange }[] = [];
  for (const occurrence of occurrences) {
    let range: DateRange | null;
    if (format === 'period') {
      range = occurrence.period ? intersect(rangeOf(occurrence.period, 'occurrence period'), period) : period;
    } else {
      if (!occurrence.period) throw new RangeError('Occurrence without a period');
      range = rangeOf(occurrence.period, 'occurrence period');
    }
    if (range && within) range = intersect(range, within);
    if (range) ranges.push({ compiled: compileOccurrence(occurrence, shared), range });
  }
  const slots: (EventTime[] | undefined)[] = [];
  if (ranges.length === 0) return { event, format, period, base: 0, slots };

  let base = Number.POSITIVE_INFINITY;
  for (const { range } of ranges) base = Math.min(base, epochDayOf(range.from));
  for (const { compiled, range } of ranges) {
    addOccurrenceDays(compiled, epochDayOf(range.from), epochDayOf(range.to), {
      cancellations,
      everyDayWithoutFlags: format === 'period',
      slots,
      base,
    });
  }
  return { event, format, period, base, slots };
}

/**
 * The event with the days it happens on, inside `within` when given. "Events without occurrences or period
 * occurrences are dropped": null when the event's format has no occurrences, or a period event has no period.
 * Several occurrences on one day make one day with all their times. Invalid dates or times throw a RangeError.
 *
 * Fast path for calendars of hundreds of events: days are walked as numbers (weekday by arithmetic, date strings
 * memoised), each occurrence is prepared once, and days are collected in an array by day instead of a map.
 */
export function expandEvent<E extends EventInput>(event: E, within?: DateRange | null): ExpandedEvent<E> | null {
  const expanded = expandEventSlots(event, within);
  if (!expanded) return null;
  return { event, format: expanded.format, period: expanded.period, days: daysOfSlots(expanded.slots, expanded.base) };
}

/**
 * Spec: "Events are shown only when showInCalendar is not false and the period end is not before today."
 * An event with no period at all is not shown.
 */
export function isEventShown(event: EventInput, today: IsoDate): boolean {
  if (event.showInCalendar === false) return false;
  const period = eventPeriod(event);
  return period !== null && period.to >= assertIsoDate(today, 'today');
}

/** Spec: "Featured events must belong to the current site and have a period." */
export function isFeaturedEvent(event: EventInput, site: string): boolean {
  return event.site === site && Boolean(event.period?.from && event.period.to);
}

/** The featured events of a site that have not ended, in the given order (the editor's order). */
export function featuredEvents<E extends EventInput>(
  events: readonly E[],
  context: { site: string; today: IsoDate },
): E[] {
  return events.filter(
    (event) => isFeaturedEvent(event, context.site) && (eventPeriod(event)?.to ?? '') >= assertIsoDate(context.today),
  );
}

/** Does the event's period cover the day (the calendar teaser's rule)? Cancelled days are not covered. */
export function periodCovers(event: EventInput, date: IsoDate): boolean {
  const period = eventPeriod(event);
  return period !== null && isWithin(date, period) && !cancellationsOf(event).has(date);
}

/** Does the event happen on the day (in its period or pattern, not cancelled)? */
export function happensOn(event: EventInput, date: IsoDate): boolean {
  return (expandEvent(event, { from: date, to: date })?.days.length ?? 0) > 0;
}
