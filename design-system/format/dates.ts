import { TZDate } from '@date-fns/tz';

/**
 * Date formatting for the components, in the museums' time zone and the visitor's language.
 *
 * Every date a visitor sees is a Copenhagen date: an instant is shown as the Copenhagen wall-clock date and
 * time, and a calendar date (`yyyy-MM-dd`, as the CMS stores event periods and opening-hours days) is that very day.
 * Month and weekday names come from Intl, never from tables of our own; dates in Copenhagen time are @date-fns/tz's
 * TZDate. (Formatting by a date-fns pattern is ./datePattern.ts: date-fns' format and its four locales are kept out of
 * this module, which every page's components load in the browser.)
 *
 * Invalid dates, times or format tokens throw a RangeError (the spec: "Date helpers given invalid format tokens or
 * dates: throw"). An unknown locale falls back to Danish with a warning, like the dictionary.
 */

/** The museums' time zone (the same value as the runtime's `MUSEUM_TIME_ZONE`; the design system cannot import it). */
export const COPENHAGEN_TIME_ZONE = 'Europe/Copenhagen';

/** The days of the week, Monday first (the spec: "Week starts Monday"). */
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

/** A date to show: an instant (`Date`, or an ISO date-time string with offset) or a calendar date `yyyy-MM-dd`. */
export type DateInput = Date | string;

/** A time to show: an instant, or a Copenhagen wall-clock time `HH:mm` (as the CMS stores event and opening hours). */
export type TimeInput = Date | string;

export type SupportedLocale = 'da' | 'en' | 'de' | 'sv';

const intlLocales: Record<SupportedLocale, string> = { da: 'da-DK', en: 'en-GB', de: 'de-DE', sv: 'sv-SE' };

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** One of the product's locales for a locale code: `se` is Swedish; anything unknown is Danish, with a warning. */
export function supportedLocale(locale: string): SupportedLocale {
  if (locale === 'se') return 'sv'; // the page loader accepts se for Swedish
  if (locale in intlLocales) return locale as SupportedLocale;
  console.warn(`[format] Unsupported locale "${locale}", showing Danish`);
  return 'da';
}

/** The Intl locale tag for one of the product's locales (da → da-DK, en → en-GB, de → de-DE, sv → sv-SE). */
export function intlLocale(locale: string): string {
  return intlLocales[supportedLocale(locale)];
}

/** True for a real calendar date written `yyyy-MM-dd` (2026-02-30 is not one). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const utc = new Date(Date.UTC(y, m - 1, d));
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d;
}

/** True for a wall-clock time written `HH:mm`, 00:00 to 23:59. */
export function isClockTime(value: unknown): value is string {
  return typeof value === 'string' && CLOCK_TIME.test(value);
}

/**
 * The input as a date in Copenhagen time. A calendar date is midnight of that day in Copenhagen; a `Date` or an ISO
 * date-time string is that instant. Anything else throws a RangeError.
 */
export function toCopenhagenDate(input: DateInput): TZDate {
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) throw new RangeError('Invalid date');
    return new TZDate(input.getTime(), COPENHAGEN_TIME_ZONE);
  }
  if (typeof input === 'string') {
    if (isCalendarDate(input)) {
      const [y, m, d] = input.split('-').map(Number) as [number, number, number];
      return new TZDate(y, m - 1, d, COPENHAGEN_TIME_ZONE);
    }
    if (DATE_TIME.test(input)) {
      const instant = new Date(input);
      if (!Number.isNaN(instant.getTime())) return new TZDate(instant.getTime(), COPENHAGEN_TIME_ZONE);
    }
  }
  throw new RangeError(`Invalid date: ${String(input)}`);
}

/** The Copenhagen calendar date of a date to show, `yyyy-MM-dd` (a TZDate's getters read Copenhagen time). */
function copenhagenDay(input: DateInput): string {
  if (typeof input === 'string' && isCalendarDate(input)) return input;
  const date = toCopenhagenDate(input);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Noon UTC of a calendar date `yyyy-MM-dd`: formatted in UTC, it is that very day whatever the fields. */
function utcNoonOf(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 12));
}

/**
 * Formatters by locale and options, made once: building an Intl.DateTimeFormat costs far more than
 * formatting with one, and a calendar page formats thousands of dates and times (bench/RESULTS.md).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = intlLocale(locale);
  const key = `${tag}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

function intl(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return dateTimeFormat(locale, { timeZone: COPENHAGEN_TIME_ZONE, ...options });
}

/**
 * A date shown with some of its fields. A calendar date is formatted as noon UTC of that day, which is the same
 * day and cheaper than a Copenhagen TZDate (a calendar page formats thousands); an instant in Copenhagen time.
 */
function formatDate(input: DateInput, locale: string, fields: Intl.DateTimeFormatOptions): string {
  if (typeof input === 'string' && isCalendarDate(input)) {
    return dateTimeFormat(locale, { ...fields, timeZone: 'UTC' }).format(utcNoonOf(input));
  }
  return intl(locale, fields).format(toCopenhagenDate(input));
}

/** Long date, day, month name and year: da "5. marts 2026", en "5 March 2026", de "5. März 2026". */
export function formatLongDate(input: DateInput, locale: string): string {
  return formatDate(input, locale, { dateStyle: 'long' });
}

/** The long date of editor data that may be missing or unreadable: null then (a bad date degrades its block, not the page). */
export function longDateOrNull(input: string | undefined, locale: string): string | null {
  if (!input) return null;
  try {
    return formatLongDate(input, locale);
  } catch {
    return null;
  }
}

/** Short date, day and short month name: da "5. mar.", en "5 Mar"; with `year`, da "5. mar. 2026". */
export function formatShortDate(input: DateInput, locale: string, options: { year?: boolean } = {}): string {
  const fields: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
  if (options.year) fields.year = 'numeric';
  return formatDate(input, locale, fields);
}

/** The short date of editor data that may be missing or unreadable: null then (a bad date degrades its item only). */
export function shortDateOrNull(input: string | undefined, locale: string): string | null {
  if (!input) return null;
  try {
    return formatShortDate(input, locale);
  } catch {
    return null;
  }
}

/**
 * A date range with short month and day: da "5. mar. - 12. apr.". One day gives one date. When the two
 * dates fall in different years, both carry their year ("20. dec. 2026 - 5. jan. 2027"). `to` before `from` throws.
 */
export function formatDateRange(from: DateInput, to: DateInput, locale: string): string {
  const [first, last] = [copenhagenDay(from), copenhagenDay(to)];
  if (last < first) throw new RangeError(`Date range ends before it starts: ${first} - ${last}`);
  if (first === last) return formatShortDate(first, locale);
  const year = first.slice(0, 4) !== last.slice(0, 4);
  return `${formatShortDate(first, locale, { year })} - ${formatShortDate(last, locale, { year })}`;
}

/**
 * A list item's date from editor data: one day as a long date ("5. marts 2026"), a period of days as a short range
 * ("5. mar. - 12. apr."); null when missing or unreadable (a bad date degrades its item, not the page).
 */
export function dayOrPeriodOrNull(from: string | undefined, to: string | undefined, locale: string): string | null {
  if (!from) return null;
  try {
    return to && to !== from ? formatDateRange(from, to, locale) : formatLongDate(from, locale);
  } catch {
    return null;
  }
}

/**
 * A weekday's name in the locale's language, long ("mandag", "Monday", "Montag", "måndag") or short ("man.", "Mon",
 * "Mo", "mån"). Give a weekday, or a date (its Copenhagen weekday).
 */
export function weekdayName(day: Weekday | DateInput, locale: string, width: 'long' | 'short' = 'long'): string {
  const index = typeof day === 'string' ? weekdays.indexOf(day as Weekday) : -1;
  if (index >= 0) {
    // 1 January 2024 was a Monday; noon UTC keeps every reference day on its own date.
    const reference = new Date(Date.UTC(2024, 0, 1 + index, 12));
    return dateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(reference);
  }
  return formatDate(day, locale, { weekday: width });
}

/** The Copenhagen weekday of a date. */
export function weekdayOf(input: DateInput): Weekday {
  // 0 = Sunday … 6 = Saturday, in Copenhagen
  const sundayFirst = utcNoonOf(copenhagenDay(input)).getUTCDay();
  return weekdays[(sundayFirst + 6) % 7] as Weekday;
}

/**
 * A time of day in the locale's style, 24-hour: da "10.00", en/de/sv "10:00". Give a wall-clock time `HH:mm`, or an
 * instant (shown as Copenhagen time). Anything else throws a RangeError.
 */
export function formatTime(input: TimeInput, locale: string): string {
  if (typeof input === 'string' && !DATE_TIME.test(input)) {
    const match = CLOCK_TIME.exec(input);
    if (!match) throw new RangeError(`Invalid time: ${input}`);
    const wallClock = new Date(Date.UTC(2024, 0, 1, Number(match[1]), Number(match[2])));
    return dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(
      wallClock,
    );
  }
  return intl(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(toCopenhagenDate(input));
}

/** A time range "from - to": da "10.00 - 17.00", en "10:00 - 17:00". */
export function formatTimeRange(from: TimeInput, to: TimeInput, locale: string): string {
  return `${formatTime(from, locale)} - ${formatTime(to, locale)}`;
}

/** A time range of editor data ("10.00 - 16.00"); null when either end is missing or unreadable. */
export function timeRangeOrNull(from: string | undefined, to: string | undefined, locale: string): string | null {
  if (!from || !to) return null;
  try {
    return formatTimeRange(from, to, locale);
  } catch {
    return null;
  }
}

/** The first letter in upper case, the rest untouched ("mandag - fredag" → "Mandag - fredag"). */
export function capitalize(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(intlLocale(locale)) + text.slice(1);
}
