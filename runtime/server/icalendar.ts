import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendarMethod, type ICalEventData, ICalEventStatus } from 'ical-generator';
import { formatTimeRange } from '@design-system/format/dates';
import type { Locale } from '@design-system/i18n/locales';
import type { CmsEvent } from '../cms/calendar/calendar.schema';
import { copenhagenTime, type IsoDate, type Weekday } from '../domain/calendarDate';
import { MUSEUM_TIME_ZONE } from '../domain/clock';
import { type EventSeries, eventSeries } from '../domain/eventSeries';
import { dayStatus, type OpeningHours } from '../domain/openingHours';
import { pagePath } from '../i18n/paths';
import type { HostConfig } from '../sites/hosts';
import { isSiteId, type SiteId, sites } from '../sites/registry';
import { absoluteUrl } from '../sites/urls';

/**
 * Calendar files (RFC 5545) of events, written with ical-generator: one VEVENT per occurrence pattern of an event
 * (`eventSeries`), repeating with an RRULE on its weekdays until its last day, its cancellations (and the days the
 * museum is known to be closed) as EXDATE, times in Europe/Copenhagen with the zone's VTIMEZONE, the site's address as
 * LOCATION, the event page on the site's configured origin as URL, and the teaser text as DESCRIPTION. Freeform times
 * have no fixed hours: such a pattern is an all-day series whose timeframes are told in the description.
 */

/**
 * Control characters an RFC 5545 TEXT value may not hold (3.3.11: every CONTROL but HTAB; the C1 controls too). CR
 * and LF are not among them here: they are line breaks, written as `\n`.
 */
const TEXT_CONTROLS = /(?![\t\r\n])\p{Cc}/gu;

/**
 * Text for a property ical-generator escapes itself (SUMMARY, DESCRIPTION, LOCATION, CATEGORIES): it escapes
 * backslash, semicolon, comma and line breaks, but passes other control characters through, so those are removed.
 */
export function icsPlainText(value: string): string {
  return value.replace(TEXT_CONTROLS, '');
}

/**
 * An RFC 5545 TEXT value escaped (3.3.11): backslash, semicolon and comma behind a backslash, a line break (CRLF, CR
 * or LF) as `\n`, other control characters removed. For what ical-generator writes exactly as given: the calendar's
 * name (NAME, X-WR-CALNAME), PRODID's company, an event's UID. Without it an event title or a site name with a line
 * break would add lines of its own to the file.
 */
export function icsText(value: string): string {
  return icsPlainText(value)
    .replace(/[\\;,]/g, (special) => `\\${special}`)
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** The site's place (siteConfig: name, street, zip, city). */
export interface SitePlace {
  name?: string | null;
  street?: string | null;
  city?: string | null;
  zip?: string | null;
}

/**
 * Europe/Copenhagen as a VTIMEZONE: Central European Time, summer time from the last Sunday of March 02:00 to the
 * last Sunday of October 03:00 (the EU rule in force since 1996). A test checks it against @date-fns/tz's zone data.
 */
export const COPENHAGEN_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${MUSEUM_TIME_ZONE}`,
  `X-LIC-LOCATION:${MUSEUM_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZNAME:CEST',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZNAME:CET',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

const BYDAY: Record<Weekday, string> = {
  monday: 'MO',
  tuesday: 'TU',
  wednesday: 'WE',
  thursday: 'TH',
  friday: 'FR',
  saturday: 'SA',
  sunday: 'SU',
};

function compactDate(day: IsoDate): string {
  return day.replaceAll('-', '');
}

function compactLocal(day: IsoDate, time: string): string {
  return `${compactDate(day)}T${time.replace(':', '')}00`;
}

function compactUtc(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

function utcMidnight(day: IsoDate): Date {
  return new Date(`${day}T00:00:00Z`);
}

function copenhagenDate(day: IsoDate, time: string): TZDate {
  return new TZDate(copenhagenTime(day, time).instant.getTime(), MUSEUM_TIME_ZONE);
}

/**
 * The series' RRULE and EXDATE lines. A timeslot's UNTIL is the UTC instant of its last start (RFC 5545: UTC when
 * DTSTART has a time zone); an all-day series' UNTIL and EXDATE are dates.
 */
export function recurrenceLines(series: EventSeries): string | null {
  if (series.firstDay === series.lastDay) return null;
  const daily = series.weekdays.length === 7;
  const until = series.time
    ? compactUtc(copenhagenTime(series.lastDay, series.time.from).instant)
    : compactDate(series.lastDay);
  const rule = daily
    ? `RRULE:FREQ=DAILY;UNTIL=${until}`
    : `RRULE:FREQ=WEEKLY;WKST=MO;BYDAY=${series.weekdays.map((day) => BYDAY[day]).join(',')};UNTIL=${until}`;
  if (series.exceptions.length === 0) return rule;
  const time = series.time;
  const exdate = time
    ? `EXDATE;TZID=${MUSEUM_TIME_ZONE}:${series.exceptions.map((day) => compactLocal(day, time.from)).join(',')}`
    : `EXDATE;VALUE=DATE:${series.exceptions.map(compactDate).join(',')}`;
  return `${rule}\r\n${exdate}`;
}

function timeframesText(series: EventSeries, locale: Locale): string | null {
  const parts = series.timeframes.flatMap((frame) => {
    let range: string | null = null;
    try {
      range = frame.from && frame.to ? formatTimeRange(frame.from, frame.to, locale) : null;
    } catch {
      range = null;
    }
    const text = [frame.label?.trim(), range].filter(Boolean).join(' ');
    return text ? [text] : [];
  });
  return parts.length > 0 ? parts.join(', ') : null;
}

function locationOf(event: CmsEvent, place: SitePlace | null | undefined): string | null {
  const cityLine = [place?.zip?.trim(), place?.city?.trim()].filter(Boolean).join(' ');
  const parts = [event.location?.trim(), place?.name?.trim(), place?.street?.trim(), cityLine].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The event page's absolute URL on the configured origin of its site, or null when it has none. */
export function eventPageUrl(event: CmsEvent, site: SiteId, hosts: HostConfig): string | null {
  const page = event.page;
  if (!page?.slug) return null;
  const pageSite = isSiteId(page.site) ? page.site : isSiteId(event.site) ? event.site : site;
  const locale = (page.locale ?? event.locale ?? 'da') as Locale;
  return absoluteUrl(pageSite, pagePath(locale, page.slug), hosts);
}

/** A closed day the opening hours know of: a closed-day exception, or a closed weekday of a period. */
export function knownClosedDays(
  openingHours: OpeningHours | null | undefined,
): ((date: IsoDate) => boolean) | undefined {
  if (!openingHours) return undefined;
  return (date) => {
    const status = dayStatus(openingHours, date);
    // Beyond the periods the museum's days are not known yet: the event is not hidden there.
    return !status.open && status.source !== 'none';
  };
}

export interface CalendarFileOptions {
  site: SiteId;
  locale: Locale;
  hosts: HostConfig;
  /** The calendar's name ("Nationalmuseet – Kalender"). */
  name: string;
  place?: SitePlace | null;
  openingHours?: OpeningHours | null;
  /** DTSTAMP of events without a last-modified time. */
  now: Date;
  /** How often a subscribed client should fetch again, in seconds. */
  refreshSeconds?: number;
}

/** One event's VEVENTs (one per series); none when it has no series. Invalid dates or times throw a RangeError. */
export function eventComponents(
  event: CmsEvent & { _updatedAt?: string | null },
  options: CalendarFileOptions,
): ICalEventData[] {
  const series = eventSeries(event, { isClosed: knownClosedDays(options.openingHours) });
  const origin = new URL(options.hosts.origins[options.site]).hostname;
  const url = eventPageUrl(event, options.site, options.hosts);
  const location = locationOf(event, options.place);
  const updated = event._updatedAt ? new Date(event._updatedAt) : null;
  const stamp = updated && !Number.isNaN(updated.getTime()) ? updated : options.now;
  return series.map((entry) => {
    const description = [
      event.teaserDescription?.trim(),
      timeframesText(entry, options.locale),
      event.openingHoursFreeText?.trim(),
      url,
    ]
      .filter(Boolean)
      .join('\n\n');
    const when: Pick<ICalEventData, 'start' | 'end' | 'allDay' | 'timezone'> = entry.time
      ? {
          start: copenhagenDate(entry.firstDay, entry.time.from),
          end: copenhagenDate(entry.firstDay, entry.time.to),
          timezone: MUSEUM_TIME_ZONE,
        }
      : {
          start: utcMidnight(entry.firstDay),
          end: new Date(utcMidnight(entry.firstDay).getTime() + 86_400_000),
          allDay: true,
        };
    return {
      // Written as given by ical-generator: escaped here.
      id: icsText(`${event._id}.${entry.key}@${origin}`),
      ...when,
      repeating: recurrenceLines(entry),
      stamp,
      summary: icsPlainText(event.title),
      ...(description ? { description: icsPlainText(description) } : {}),
      ...(location ? { location: icsPlainText(location) } : {}),
      ...(url ? { url } : {}),
      status: ICalEventStatus.CONFIRMED,
      categories: (event.tags ?? []).filter((tag) => tag.trim()).map((name) => ({ name: icsPlainText(name.trim()) })),
    };
  });
}

/**
 * A calendar file of events. An event that cannot be read (bad dates or times) is left out with a warning, as the
 * calendar page leaves it out.
 */
export function calendarFile(events: readonly CmsEvent[], options: CalendarFileOptions): string {
  const calendar = ical({
    prodId: {
      company: icsText(sites[options.site].name),
      product: 'Museum sites',
      language: options.locale.toUpperCase(),
    },
    // ical-generator writes the name (NAME, X-WR-CALNAME) as given, unescaped: an event title or a site name from the
    // content with a line break in it would otherwise start lines of its own.
    name: icsText(options.name),
    method: ICalCalendarMethod.PUBLISH,
    url: absoluteUrl(options.site, pagePath(options.locale, ''), options.hosts),
    // No calendar-wide zone name (UNTIL and DTSTAMP stay in UTC); each timed event names Europe/Copenhagen, and the
    // generator writes its VTIMEZONE once.
    timezone: { name: null, generator: (zone) => (zone === MUSEUM_TIME_ZONE ? COPENHAGEN_VTIMEZONE : null) },
    x: { 'X-WR-TIMEZONE': MUSEUM_TIME_ZONE },
    ...(options.refreshSeconds ? { ttl: options.refreshSeconds } : {}),
  });
  for (const event of events) {
    try {
      for (const component of eventComponents(event, options)) calendar.createEvent(component);
    } catch (error) {
      console.warn(
        `[calendar] Event ${event._id} left out of the calendar file: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return calendar.toString();
}
