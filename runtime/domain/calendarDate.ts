import { TZDate, tzOffset } from '@date-fns/tz';
import { type Clock, MUSEUM_TIME_ZONE, queryDates } from './clock';

/**
 * Calendar dates and wall-clock times in Copenhagen: the vocabulary of the opening-hours, event and calendar rules.
 *
 * A day is an ISO calendar date `yyyy-MM-dd` (the CMS's own format; ISO strings compare and sort as dates). A time is
 * a Copenhagen wall-clock time `HH:mm`. A calendar date has no time zone, so stepping from day to day is done on the
 * date itself (UTC date arithmetic, which never meets a daylight-saving change and is fast enough for a year of 500
 * events). Europe/Copenhagen enters where a date meets a clock, through @date-fns/tz: `today(clock)` is the Copenhagen
 * date of the injected instant, and `instantAt(day, time)` is the instant a Copenhagen wall-clock time happens on a day
 * (09:00 stays 09:00 local across the changes; its UTC instant moves by an hour). Invalid dates and times throw a
 * RangeError.
 */

/** A Copenhagen calendar date, `yyyy-MM-dd`. */
export type IsoDate = string;
/** A Copenhagen wall-clock time, `HH:mm` (00:00-23:59). */
export type ClockTime = string;

/** A range of days, both ends included (CMS `period`). */
export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}

/** A range of wall-clock times on one day (CMS `hours`). */
export interface TimeRange {
  from: ClockTime;
  to: ClockTime;
}

/** The days of the week, Monday first (the spec: "Week starts Monday"); also the CMS's weekday field names. */
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const knownDates = new Set<string>();

export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  if (knownDates.has(value)) return true;
  if (!checkIsoDate(value)) return false;
  if (knownDates.size > 100_000) knownDates.clear();
  knownDates.add(value);
  return true;
}

function checkIsoDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const utc = new Date(Date.UTC(y, m - 1, d));
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d;
}

export function isClockTime(value: unknown): value is ClockTime {
  return typeof value === 'string' && CLOCK_TIME.test(value);
}

/** Midnight of a day in Copenhagen; throws a RangeError unless the day is a real `yyyy-MM-dd` date. */
export function startOfCopenhagenDay(day: IsoDate): TZDate {
  if (!isIsoDate(day)) throw new RangeError(`Invalid date: ${String(day)}`);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, MUSEUM_TIME_ZONE);
}

/** Throws a RangeError unless `day` is a real `yyyy-MM-dd` date; returns it. */
export function assertIsoDate(day: unknown, what = 'date'): IsoDate {
  if (!isIsoDate(day)) throw new RangeError(`Invalid ${what}: ${String(day)}`);
  return day;
}

/** Throws a RangeError unless `time` is `HH:mm`; returns it. */
export function assertClockTime(time: unknown, what = 'time'): ClockTime {
  if (!isClockTime(time)) throw new RangeError(`Invalid ${what}: ${String(time)}`);
  return time;
}

/** Today as a Copenhagen date, from the injected clock. */
export function today(clock: Clock): IsoDate {
  return queryDates(clock).today;
}

function utcParts(day: IsoDate): [number, number, number] {
  if (!isIsoDate(day)) throw new RangeError(`Invalid date: ${String(day)}`);
  return [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))];
}

/** The day `amount` days later (earlier when negative). */
export function addDaysTo(day: IsoDate, amount: number): IsoDate {
  const [y, m, d] = utcParts(day);
  return new Date(Date.UTC(y, m - 1, d + amount)).toISOString().slice(0, 10);
}

/**
 * Whole months later; the day is clamped to the month's end (31 January + 1 month = 28 February). Date arithmetic
 * like addDaysTo: a calendar date has no time zone (a Copenhagen TZDate here cost a third of a millisecond per
 * call, several times per calendar view).
 */
export function addMonthsTo(day: IsoDate, amount: number): IsoDate {
  const [y, m, d] = utcParts(day);
  const daysInTarget = new Date(Date.UTC(y, m - 1 + amount + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + amount, Math.min(d, daysInTarget))).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included, once each; empty when `to` is before `from`. */
const dayLists = new Map<string, readonly IsoDate[]>();

export function eachDay(from: IsoDate, to: IsoDate): IsoDate[] {
  const key = `${from}/${to}`;
  const known = dayLists.get(key); // a calendar asks for the same window for every event
  if (known) return [...known];
  assertIsoDate(to);
  const [y, m, d] = utcParts(from);
  const days: IsoDate[] = [];
  for (let offset = 0; ; offset++) {
    const day = new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
    if (day > to) break;
    days.push(day);
  }
  if (dayLists.size > 1_000) dayLists.clear();
  dayLists.set(key, days);
  return [...days];
}

/** The weekday of a day. */
const weekdayCache = new Map<IsoDate, Weekday>();

export function weekdayOf(day: IsoDate): Weekday {
  let weekday = weekdayCache.get(day);
  if (weekday) return weekday;
  const [y, m, d] = utcParts(day);
  weekday = weekdays[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7] as Weekday; // getUTCDay: 0 = Sunday
  if (weekdayCache.size > 100_000) weekdayCache.clear();
  weekdayCache.set(day, weekday);
  return weekday;
}

/** The Monday of the week a day belongs to. */
export function mondayOf(day: IsoDate): IsoDate {
  return addDaysTo(day, -weekdays.indexOf(weekdayOf(day)));
}

export function isWithin(day: IsoDate, range: DateRange): boolean {
  return range.from <= day && day <= range.to;
}

/** The days both ranges share, or null. */
export function intersect(a: DateRange, b: DateRange): DateRange | null {
  // ISO dates sort as strings (Math.min/max would turn them into NaN).
  const from = [a.from, b.from].sort()[1] as IsoDate;
  const to = [a.to, b.to].sort()[0] as IsoDate;
  return from <= to ? { from, to } : null;
}

const DAY_MS = 86_400_000;

/**
 * Days since 1970-01-01 of a calendar date: the calendar's fast day index (a number steps, compares and gives the
 * weekday without a Date). Throws a RangeError unless the day is a real `yyyy-MM-dd` date.
 */
export function epochDayOf(day: IsoDate): number {
  const [y, m, d] = utcParts(day);
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

/** Date strings by day index from 1970 to 2099 (see `uniformOffsets`), filled as asked for. */
const dayStrings: (IsoDate | undefined)[] = new Array(47_482);

/** The calendar date of a day index (`epochDayOf`'s inverse), memoised: calendars ask for the same year of days. */
export function isoDateOfEpochDay(epochDay: number): IsoDate {
  const known = dayStrings[epochDay];
  if (known !== undefined) return known;
  const day = new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
  if (epochDay >= 0 && epochDay < dayStrings.length) dayStrings[epochDay] = day;
  return day;
}

/** The weekday of a day index, 0 = Monday … 6 = Sunday (1 January 1970 was a Thursday). */
export function weekdayIndexOfEpochDay(epochDay: number): number {
  return (((epochDay + 3) % 7) + 7) % 7;
}

const noonOffsets = new Map<number, number>();

/** Europe/Copenhagen's UTC offset in minutes at 12:00 UTC of a day index (@date-fns/tz), memoised. */
function noonOffset(epochDay: number): number {
  let offset = noonOffsets.get(epochDay);
  if (offset === undefined) {
    offset = tzOffset(MUSEUM_TIME_ZONE, new Date(epochDay * DAY_MS + DAY_MS / 2));
    if (noonOffsets.size > 20_000) noonOffsets.clear();
    noonOffsets.set(epochDay, offset);
  }
  return offset;
}

/** Uniform offsets by day index from 1970 to 2099 (see below): unknown, or null (a change day). */
const UNKNOWN_OFFSET = 32_767;
const CHANGE_DAY = 32_766;
const uniformOffsets = new Int16Array(47_482).fill(UNKNOWN_OFFSET);

/**
 * The one UTC offset (minutes) every wall-clock time of a day has, or null on and next to a daylight-saving change:
 * when the offsets at noon of the day before, the day and the day after agree, no change falls inside the day. One
 * time-zone look-up per day instead of two per event time, memoised in a table by day; the days around a change take
 * the exact path (`copenhagenTime`).
 */
export function uniformOffsetOfEpochDay(epochDay: number): number | null {
  const known = uniformOffsets[epochDay];
  if (known !== undefined && known !== UNKNOWN_OFFSET) return known === CHANGE_DAY ? null : known;
  const offset = noonOffset(epochDay);
  const uniform = noonOffset(epochDay - 1) === offset && noonOffset(epochDay + 1) === offset;
  if (known !== undefined) uniformOffsets[epochDay] = uniform ? offset : CHANGE_DAY;
  return uniform ? offset : null;
}

const offsetTexts = new Map<number, string>();

/** "+01:00" for 60 minutes. */
export function utcOffsetText(minutes: number): string {
  let text = offsetTexts.get(minutes);
  if (text === undefined) {
    text = offsetText(minutes);
    offsetTexts.set(minutes, text);
  }
  return text;
}

/** A wall-clock time on a day in Copenhagen: its instant, and ISO 8601 with the Copenhagen offset. */
export interface CopenhagenTime {
  instant: Date;
  /** "2026-03-29T09:00:00+02:00" */
  iso: string;
}

const copenhagenTimes = new Map<string, CopenhagenTime>();

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * The instant a Copenhagen wall-clock time happens on a day, with @date-fns/tz's offset of Europe/Copenhagen:
 * 09:00 on 29 March 2026 (summer time) is 07:00 UTC, on 28 March (winter time) 08:00 UTC. Memoised: calendars ask for
 * the same few times on the same days over and over.
 */
export function copenhagenTime(day: IsoDate, time: ClockTime): CopenhagenTime {
  const key = `${day}T${time}`;
  const known = copenhagenTimes.get(key);
  if (known) return known;
  const [y, m, d] = utcParts(day);
  const [hours, minutes] = assertClockTime(time).split(':').map(Number) as [number, number];
  const wallClockAsUtc = Date.UTC(y, m - 1, d, hours, minutes);
  let offset = tzOffset(MUSEUM_TIME_ZONE, new Date(wallClockAsUtc));
  const corrected = tzOffset(MUSEUM_TIME_ZONE, new Date(wallClockAsUtc - offset * 60_000));
  if (corrected !== offset) offset = corrected; // the wall-clock time lies on the other side of a change
  const result = { instant: new Date(wallClockAsUtc - offset * 60_000), iso: `${key}:00${offsetText(offset)}` };
  if (copenhagenTimes.size > 50_000) copenhagenTimes.clear();
  copenhagenTimes.set(key, result);
  return result;
}

/** The instant a Copenhagen wall-clock time happens on a day (09:00 on 29 March 2026 is 07:00 UTC, on 28 March 08:00). */
export function instantAt(day: IsoDate, time: ClockTime): Date {
  return new Date(copenhagenTime(day, time).instant.getTime());
}

/** Minutes actually elapsed between two instants (a 01:00-04:00 slot on the spring-forward night lasts 120). */
export function minutesBetween(start: Date, end: Date): number {
  return Math.trunc((end.getTime() - start.getTime()) / 60_000);
}
