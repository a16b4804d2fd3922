import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { translate } from '@design-system/i18n/dictionary';
import { isLocale, type Locale, locales } from '@design-system/i18n/locales';
import { domainOpeningHours } from '../cms/calendar/calendar.mapper';
import { eventSchema, openingHoursSchema } from '../cms/calendar/calendar.schema';
import { CALENDAR_FEED_QUERY, EVENT_FILE_QUERY } from '../cms/calendar/calendarFile.query';
import { optionalString } from '../cms/content/common.schema';
import type { ContentSource } from '../cms/source/source';
import { type Clock, queryDates } from '../domain/clock';
import { eventSeries } from '../domain/eventSeries';
import { isEventShown } from '../domain/events';
import { type HostConfig, siteForHost } from '../sites/hosts';
import { isSiteId, type SiteId, sites } from '../sites/registry';
import { type CalendarFileOptions, calendarFile, knownClosedDays, type SitePlace } from './icalendar';
import { ICS_EVENT_ROUTE, ICS_FEED_ROUTE } from './icsPaths';

/**
 * GET /api/calendar/events/{eventId}.ics: one event as a calendar file (404 for an unknown event or one that never
 * happens). GET /api/calendar/{da|en|de|sv}.ics: the site's subscribable calendar in that language, the events its
 * calendar may show (the spec: showInCalendar not false, not ended). The site comes from the Host header; published
 * content only. `text/calendar; charset=utf-8`, cached for an hour.
 */
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
export const ICS_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600, stale-if-error=86400';
/** How often a subscribed calendar app should fetch the feed again. */
const FEED_REFRESH_SECONDS = 3600;

/** `{id}.ics`: a published document id (no `drafts.` or `versions.` prefix), at most 128 characters. */
export const eventFileParams = z.object({
  file: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}\.ics$/)
    .transform((file) => file.slice(0, -'.ics'.length))
    .refine((id) => !id.startsWith('drafts.') && !id.startsWith('versions.')),
});

/** `{locale}.ics` with one of the four locales. */
export const feedFileParams = z.object({
  file: z
    .string()
    .regex(/^[a-z]{2}\.ics$/)
    .transform((file) => file.slice(0, 2))
    .refine((locale): locale is Locale => isLocale(locale)),
});

const placeSchema = z
  .object({ name: optionalString, street: optionalString, city: optionalString, zip: optionalString })
  .nullish()
  .catch(null);

const datedEventSchema = z.object({ _updatedAt: optionalString, event: eventSchema });

const eventFileSchema = z
  .object({
    _updatedAt: optionalString,
    event: eventSchema,
    place: placeSchema,
    openingHours: openingHoursSchema.nullish().catch(null),
  })
  .nullable();

const feedSchema = z.object({
  events: z
    .array(z.unknown())
    .nullish()
    .transform((items) =>
      (items ?? []).flatMap((raw) => {
        const parsed = datedEventSchema.safeParse(raw);
        if (parsed.success) return [{ ...parsed.data.event, _updatedAt: parsed.data._updatedAt }];
        console.warn(`[calendar] Event left out of the feed: ${parsed.error.issues[0]?.message}`);
        return [];
      }),
    ),
  place: placeSchema,
  openingHours: openingHoursSchema.nullish().catch(null),
});

export interface IcsDeps {
  source: ContentSource;
  hosts: HostConfig;
  clock: Clock;
}

function calendarName(site: SiteId, locale: Locale, place: SitePlace | null | undefined): string {
  return `${place?.name?.trim() || sites[site].name} – ${translate(locale, 'calendarPagesCalendar')}`;
}

function icsResponse(c: Context, body: string, filename: string, disposition: 'attachment' | 'inline'): Response {
  return c.body(`${body}\r\n`, 200, {
    'Content-Type': ICS_CONTENT_TYPE,
    'Cache-Control': ICS_CACHE_CONTROL,
    'Content-Disposition': `${disposition}; filename="${filename}"`,
  });
}

function notFound(c: Context, what: string): Response {
  return c.text(`Not found: ${what}\n`, 404);
}

/** Adds the two calendar-file routes to the app. `deps` is asked per request (the process's source, hosts, clock). */
export function addIcsRoutes(app: Hono, deps: () => IcsDeps): void {
  app.get(ICS_EVENT_ROUTE, async (c) => {
    const params = eventFileParams.safeParse(c.req.param());
    if (!params.success) return notFound(c, 'no such event');
    const id = params.data.file;
    const { source, hosts, clock } = deps();
    const hostSite = siteForHost(c.req.header('host'), hosts);
    let found: z.infer<typeof eventFileSchema>;
    try {
      const raw = await source.fetch(hostSite, EVENT_FILE_QUERY, { id, site: hostSite, locale: 'da' });
      const parsed = eventFileSchema.safeParse(raw);
      if (!parsed.success) {
        console.warn(`[calendar] Event ${id} cannot be read: ${parsed.error.issues[0]?.message}`);
        return notFound(c, 'no such event');
      }
      found = parsed.data;
    } catch (error) {
      console.error(`[calendar] Loading event ${id} failed`, error);
      return c.text('The calendar file cannot be made right now\n', 503);
    }
    if (!found) return notFound(c, 'no such event');
    const event = { ...found.event, _updatedAt: found._updatedAt };
    const site = isSiteId(event.site) ? event.site : hostSite;
    const locale = isLocale(event.locale) ? event.locale : 'da';
    const options: CalendarFileOptions = {
      site,
      locale,
      hosts,
      name: event.title,
      place: found.place,
      openingHours: domainOpeningHours(found.openingHours),
      now: clock(),
    };
    try {
      const isClosed = knownClosedDays(options.openingHours);
      if (eventSeries(event, { isClosed }).length === 0) return notFound(c, 'the event has no dates');
    } catch (error) {
      console.warn(`[calendar] Event ${id} has no readable dates: ${(error as Error).message}`);
      return notFound(c, 'the event has no dates');
    }
    return icsResponse(c, calendarFile([event], options), `${id}.ics`, 'attachment');
  });

  app.get(ICS_FEED_ROUTE, async (c) => {
    const params = feedFileParams.safeParse(c.req.param());
    if (!params.success) return notFound(c, `no such calendar (one of ${locales.join(', ')})`);
    const locale = params.data.file as Locale;
    const { source, hosts, clock } = deps();
    const site = siteForHost(c.req.header('host'), hosts);
    const { today } = queryDates(clock);
    let feed: z.infer<typeof feedSchema>;
    try {
      feed = feedSchema.parse(await source.fetch(site, CALENDAR_FEED_QUERY, { site, locale, today }));
    } catch (error) {
      console.error(`[calendar] Loading the calendar of ${site} (${locale}) failed`, error);
      return c.text('The calendar cannot be made right now\n', 503);
    }
    // Spec: "Events are shown only when showInCalendar is not false and the period end is not before today."
    const shown = feed.events.filter((event) => {
      try {
        return isEventShown(event, today);
      } catch {
        return false;
      }
    });
    const body = calendarFile(shown, {
      site,
      locale,
      hosts,
      name: calendarName(site, locale, feed.place),
      place: feed.place,
      openingHours: domainOpeningHours(feed.openingHours),
      now: clock(),
      refreshSeconds: FEED_REFRESH_SECONDS,
    });
    return icsResponse(c, body, `${site}-${locale}.ics`, 'inline');
  });
}
