import type { Locale } from '@design-system/i18n/locales';
import type { HostConfig } from '../sites/hosts';
import type { SiteId } from '../sites/registry';
import { absoluteUrl } from '../sites/urls';

/**
 * Where the calendar files live (runtime/server/icsRoutes.ts), for the links on the event and calendar pages. Under
 * /api/, which page loading skips.
 */
export const ICS_EVENT_ROUTE = '/api/calendar/events/:file';
export const ICS_FEED_ROUTE = '/api/calendar/:file';

/** One event's .ics file, on the site of the page that links it. */
export function eventCalendarPath(eventId: string): string {
  return `/api/calendar/events/${encodeURIComponent(eventId)}.ics`;
}

/** The subscribable calendar of a site in a locale. */
export function calendarFeedPath(locale: Locale): string {
  return `/api/calendar/${locale}.ics`;
}

/** The feed as a `webcal:` address on the site's configured origin: calendar apps subscribe to it. */
export function calendarFeedSubscription(site: SiteId, locale: Locale, hosts: HostConfig): string {
  return absoluteUrl(site, calendarFeedPath(locale), hosts).replace(/^https?:/, 'webcal:');
}
