import { translate } from '../i18n/translate';
import { capitalize, formatTimeRange, type Weekday, weekdayName } from './dates';

/**
 * The opening-hours display model: hours show as "from - to", and consecutive days with the same hours are
 * merged into ranges, the week starting Monday: "Mandag - fredag 10.00 - 17.00", "Lørdag - søndag Lukket".
 */

/** Opening hours of one day as wall-clock times `HH:mm` in Copenhagen; null means closed. */
export type DayHours = { from: string; to: string } | null;

/** One day of a week overview: which weekday, and its hours (null when closed). */
export interface WeekdayHours {
  weekday: Weekday;
  hours: DayHours;
}

/** One line of the overview: the days ("Mandag - fredag") and their hours ("10.00 - 17.00" or "Lukket"). */
export interface OpeningHoursLine {
  days: string;
  hours: string;
  /** The first and last weekday of the line, for markup such as schema.org openingHoursSpecification. */
  firstDay: Weekday;
  lastDay: Weekday;
  open: boolean;
}

/** "10.00 - 17.00" (da), "10:00 - 17:00" (en); closed gives the locale's word for closed ("Lukket"). */
export function formatHours(hours: DayHours, locale: string): string {
  return hours ? formatTimeRange(hours.from, hours.to, locale) : translate(locale, 'openingHoursClosed');
}

function sameHours(a: DayHours, b: DayHours): boolean {
  return a === b || (a !== null && b !== null && a.from === b.from && a.to === b.to);
}

/**
 * The week as lines, merging consecutive days with the same hours into ranges ("Mandag - fredag"). Give the days in
 * the order to show them (Monday first); days are merged only with their neighbour in that order.
 */
export function formatOpeningHoursWeek(week: readonly WeekdayHours[], locale: string): OpeningHoursLine[] {
  const groups: { first: WeekdayHours; last: WeekdayHours }[] = [];
  for (const day of week) {
    const current = groups.at(-1);
    if (current && sameHours(current.last.hours, day.hours)) current.last = day;
    else groups.push({ first: day, last: day });
  }
  return groups.map(({ first, last }) => {
    const names =
      first === last
        ? weekdayName(first.weekday, locale)
        : `${weekdayName(first.weekday, locale)} - ${weekdayName(last.weekday, locale)}`;
    return {
      days: capitalize(names, locale),
      hours: formatHours(first.hours, locale),
      firstDay: first.weekday,
      lastDay: last.weekday,
      open: first.hours !== null,
    };
  });
}

/** The whole line, "Mandag - fredag 10.00 - 17.00". */
export function formatOpeningHoursLine(line: OpeningHoursLine): string {
  return `${line.days} ${line.hours}`;
}

/** Today's hours for the shell: "Åbent i dag 10.00 - 17.00", or "Lukket i dag". */
export function formatOpeningHoursToday(hours: DayHours, locale: string): string {
  return hours
    ? `${translate(locale, 'openingHoursOpenToday')} ${formatTimeRange(hours.from, hours.to, locale)}`
    : translate(locale, 'openingHoursClosedToday');
}
