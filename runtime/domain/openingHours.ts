import type { Locale } from '@design-system/i18n/locales';
import {
  addDaysTo,
  assertClockTime,
  assertIsoDate,
  type DateRange,
  type IsoDate,
  isWithin,
  mondayOf,
  type TimeRange,
  today,
  type Weekday,
  weekdayOf,
  weekdays,
} from './calendarDate';
import type { Clock } from './clock';

/**
 * Opening hours: whether a museum is open on a day, and when (the spec, "Opening hours", the spec "Opening status").
 *
 * Input shapes (CMS-neutral; the runtime's GROQ query and zod schema produce exactly these). Dates are Copenhagen
 * calendar dates `yyyy-MM-dd`, hours Copenhagen wall-clock times `HH:mm`:
 *
 * ```ts
 * const openingHours: OpeningHours = {
 *   periods: [{
 *     period: { from: '2026-01-01', to: '2026-12-31' },
 *     monday: null,                              // closed every Monday of the period
 *     tuesday: { from: '10:00', to: '17:00' },   // … through sunday
 *   }],
 *   closedDays: [{ date: '2026-12-24', reason: { da: 'Juleaften', en: 'Christmas Eve' } }],
 *   openDays: [{ date: '2026-04-06', hours: { from: '10:00', to: '16:00' } }], // an extra open Monday (Easter)
 * };
 * ```
 */

/** Text in some of the four languages (CMS internationalized string, mapped to a plain object). */
export type LocalizedText = Partial<Record<Locale, string>>;

/** Regular hours over a range of days: hours per weekday, a missing or null weekday is closed. */
export type OpeningHoursPeriod = {
  _key?: string | null;
  /** The days this period covers, both included. */
  period: DateRange;
} & Partial<Record<Weekday, TimeRange | null>>;

/** An exception: the museum is closed on this day, whatever the period says. */
export interface ClosedDay {
  _key?: string | null;
  date: IsoDate;
  /** Why, per locale ("Juleaften"). */
  reason?: LocalizedText | null;
}

/** An exception: the museum is open on this day with these hours, whatever the period says. */
export interface OpenDay {
  _key?: string | null;
  date: IsoDate;
  hours: TimeRange;
}

/** A site's opening hours: periods, closed days, open days. Missing lists count as empty. */
export interface OpeningHours {
  periods?: OpeningHoursPeriod[] | null;
  closedDays?: ClosedDay[] | null;
  openDays?: OpenDay[] | null;
}

/** Where a day's status comes from, in the order of precedence. */
export type DayStatusSource = 'closedDay' | 'openDay' | 'period' | 'none';

/** A day's opening status. */
export type DayStatus =
  | { date: IsoDate; open: true; hours: TimeRange; source: 'openDay' | 'period' }
  | { date: IsoDate; open: false; hours: null; source: 'closedDay' | 'period' | 'none'; reason?: LocalizedText };

function validHours(hours: TimeRange | null | undefined, what: string): TimeRange | null {
  if (!hours || (!hours.from && !hours.to)) return null;
  return {
    from: assertClockTime(hours.from, `${what} opening time`),
    to: assertClockTime(hours.to, `${what} closing time`),
  };
}

/**
 * The regular period that applies on a day. When periods overlap, the shortest one covering the day wins (a summer
 * period inside a whole-year period), and among equally long ones the later in the list.
 */
export function periodOn(openingHours: OpeningHours | null | undefined, date: IsoDate): OpeningHoursPeriod | null {
  let best: OpeningHoursPeriod | null = null;
  let bestLength = Number.POSITIVE_INFINITY;
  for (const period of openingHours?.periods ?? []) {
    const range = {
      from: assertIsoDate(period.period.from, 'period start'),
      to: assertIsoDate(period.period.to, 'period end'),
    };
    if (!isWithin(date, range)) continue;
    const length = Date.parse(range.to) - Date.parse(range.from);
    if (length <= bestLength) {
      best = period;
      bestLength = length;
    }
  }
  return best;
}

/**
 * A day's status: "closed-day exception beats open-day exception beats regular period; otherwise closed".
 */
export function dayStatus(openingHours: OpeningHours | null | undefined, date: IsoDate): DayStatus {
  assertIsoDate(date);
  const closedDay = openingHours?.closedDays?.find((day) => assertIsoDate(day.date, 'closed day') === date);
  if (closedDay) {
    return {
      date,
      open: false,
      hours: null,
      source: 'closedDay',
      ...(closedDay.reason ? { reason: closedDay.reason } : {}),
    };
  }
  const openDay = openingHours?.openDays?.find((day) => assertIsoDate(day.date, 'open day') === date);
  const openDayHours = openDay && validHours(openDay.hours, `open day ${date}`);
  if (openDayHours) return { date, open: true, hours: openDayHours, source: 'openDay' };
  const period = periodOn(openingHours, date);
  if (!period) return { date, open: false, hours: null, source: 'none' };
  const hours = validHours(period[weekdayOf(date)], `${weekdayOf(date)} ${date}`);
  return hours ? { date, open: true, hours, source: 'period' } : { date, open: false, hours: null, source: 'period' };
}

export function isOpenOn(openingHours: OpeningHours | null | undefined, date: IsoDate): boolean {
  return dayStatus(openingHours, date).open;
}

/** Today's status for the shell (root data `openingHours.openToday` and `today`), from the injected clock. */
export function openingHoursToday(
  openingHours: OpeningHours | null | undefined,
  clock: Clock,
): { openToday: boolean; today: DayStatus } {
  const status = dayStatus(openingHours, today(clock));
  return { openToday: status.open, today: status };
}

/** The seven days, Monday to Sunday, of the week a day belongs to, each with its actual status (exceptions included). */
export function weekStatus(openingHours: OpeningHours | null | undefined, anyDayOfWeek: IsoDate): DayStatus[] {
  const monday = mondayOf(anyDayOfWeek);
  return weekdays.map((_, index) => dayStatus(openingHours, addDaysTo(monday, index)));
}

/** One weekday's regular hours (null when closed): the input of the design system's `formatOpeningHoursWeek`. */
export interface WeekdayHours {
  weekday: Weekday;
  hours: TimeRange | null;
}

/**
 * The regular week, Monday to Sunday, of the period that applies on a day, without exceptions: the "general" opening
 * hours ("Tirsdag - søndag 10.00 - 17.00", "Mandag Lukket"). Empty when no period covers the day.
 */
export function regularWeek(openingHours: OpeningHours | null | undefined, date: IsoDate): WeekdayHours[] {
  const period = periodOn(openingHours, assertIsoDate(date));
  if (!period) return [];
  return weekdays.map((weekday) => ({ weekday, hours: validHours(period[weekday], weekday) }));
}

/**
 * The week as it actually is, Monday to Sunday, exceptions included: the overview of the week a day belongs to
 * ("this week"), in the same shape as `regularWeek`.
 */
export function weekOverview(openingHours: OpeningHours | null | undefined, anyDayOfWeek: IsoDate): WeekdayHours[] {
  return weekStatus(openingHours, anyDayOfWeek).map((status) => ({
    weekday: weekdayOf(status.date),
    hours: status.hours,
  }));
}

/** The exceptions (closed and open days) from a day on, in date order: "24. dec. Lukket (Juleaften)". */
export function upcomingExceptions(
  openingHours: OpeningHours | null | undefined,
  from: IsoDate,
  to: IsoDate,
): DayStatus[] {
  const dates = new Set<IsoDate>();
  for (const day of [...(openingHours?.closedDays ?? []), ...(openingHours?.openDays ?? [])]) {
    const date = assertIsoDate(day.date);
    if (from <= date && date <= to) dates.add(date);
  }
  return [...dates].sort().map((date) => dayStatus(openingHours, date));
}
