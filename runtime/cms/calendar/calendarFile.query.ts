import { IMAGE, LINK, PORTABLE_TEXT } from '../content/fragments';
import { eventProjection, openingHoursProjection } from './calendar.fragment';

/**
 * GROQ of the calendar files (runtime/server/icsRoutes.ts): one event with its site's place and opening hours, and a
 * site's shown events in a locale with the same. The event keeps its `_updatedAt` (the files' DTSTAMP).
 */
const EVENT = eventProjection({ IMAGE, LINK, PORTABLE_TEXT });

/** $id, $site, $locale: the event, and the place and opening hours of its own site (else the request's). */
export const EVENT_FILE_QUERY = /* groq */ `*[_type == "event" && _id == $id][0]{
  _updatedAt,
  "event": @${EVENT},
  "place": *[_type == "siteConfig" && site == coalesce(^.site, $site) && locale == coalesce(^.locale, $locale)][0]{ name, street, city, zip },
  "openingHours": *[_type == "openingHours" && site == coalesce(^.site, $site)][0]{ periods, closedDays, openDays }
}`;

/** $site, $locale, $today: the events a calendar of the site may show (the domain applies the rules), place, hours. */
export const CALENDAR_FEED_QUERY = /* groq */ `{
  "events": *[_type == "event" && site == $site && locale == $locale && showInCalendar != false && !(defined(period.to) && period.to < $today)] | order(period.from asc, _id asc){
    _updatedAt,
    "event": @${EVENT}
  },
  "place": *[_type == "siteConfig" && site == $site && locale == $locale][0]{ name, street, city, zip },
  "openingHours": ${openingHoursProjection()}
}`;
