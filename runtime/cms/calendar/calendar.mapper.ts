import type { CalendarDayModel, CalendarDaysModel, CalendarRecurringModel } from '@design-system/blocks/CalendarDays';
import type { OpeningHoursModel } from '@design-system/blocks/OpeningHours';
import type { TicketDetailsModel } from '@design-system/blocks/TicketDetails';
import type { TicketModuleModel } from '@design-system/blocks/TicketModule';
import type { TicketVariantModel } from '@design-system/blocks/TicketTypes';
import { formatTimeRange } from '@design-system/format/dates';
import type { LinkModel } from '@design-system/primitives/Link';
import type { TeaserDate, TeaserModel } from '@design-system/primitives/Teaser';
import {
  buildDailyCalendar,
  type CalendarDay,
  type CalendarEvent,
  type CalendarLayout,
} from '@runtime/domain/calendar';
import { addDaysTo, type DateRange, epochDayOf, type IsoDate, isIsoDate } from '@runtime/domain/calendarDate';
import {
  CALENDAR_FROM_PARAM,
  CALENDAR_TAG_PARAM,
  CALENDAR_TO_PARAM,
  calendarNavigation,
  collapseRecurring,
  daysInRange,
  defaultRange,
  matchesTags,
  maxDate,
  minDate,
  nextDayWithEvents,
  parseCalendarQuery,
  rangeLength,
  resolveCalendarRange,
  tagFacets,
} from '@runtime/domain/calendarQuery';
import { queryDates, systemClock } from '@runtime/domain/clock';
import { type EventTime, eventPeriod, isEventShown } from '@runtime/domain/events';
import { dayStatus, type OpeningHours, regularWeek, upcomingExceptions } from '@runtime/domain/openingHours';
import { safeUrl, WEB_URL } from '@runtime/security/safeUrl';
import { pageHref } from '@runtime/sites/urls';
import type { MapContext } from '../content/context';
import { mapImage } from '../content/image.mapper';
import { mapPortableText } from '../content/portableText.mapper';
import { typeLabel } from '../pages/pageTypes';
import type { CmsEvent, CmsOpeningHours, CmsTicket, CmsTicketVariant } from './calendar.schema';

/**
 * The calendar area's mapping: CMS events, opening hours and tickets to the design system's view models, through the
 * time rules of runtime/domain with the request's today (MapContext.today).
 */

/** Today of the request (Copenhagen); the system clock only when a caller built a context without one. */
export function todayOf(ctx: MapContext): IsoDate {
  return ctx.today && isIsoDate(ctx.today) ? ctx.today : queryDates(systemClock).today;
}

/** The CMS opening-hours document as the domain reads it; null when the site has none. */
export function domainOpeningHours(openingHours: CmsOpeningHours | null | undefined): OpeningHours | null {
  if (!openingHours) return null;
  return {
    periods: openingHours.periods,
    closedDays: openingHours.closedDays.map((day) => ({ date: day.date, reason: day.reason ?? null })),
    openDays: openingHours.openDays,
  };
}

/** A closed day's reason in the page's language. */
function reasonIn(reason: Record<string, string> | null | undefined, locale: string): string | undefined {
  return reason?.[locale]?.trim() || undefined;
}

/** The link to an event's page, or null when it has none. */
export function eventLink(event: CmsEvent, ctx: MapContext): LinkModel | null {
  const page = event.page;
  if (!page?.slug) return null;
  const locale = (page.locale ?? ctx.locale) as MapContext['locale'];
  const site = page.site ?? event.site ?? ctx.site;
  return {
    label: event.title,
    href: pageHref({ site, locale, slug: page.slug }, ctx.site, ctx.hosts),
    kind: site !== ctx.site ? 'crossSite' : 'internal',
  };
}

function safeTimeRange(from: string, to: string, locale: string): string | null {
  try {
    return formatTimeRange(from, to, locale);
  } catch {
    return null;
  }
}

/**
 * When on a day: a single timeslot as the teaser's `time`; several timeslots, and freeform timeframes ("Hele dagen",
 * "Aftenrundvisning 19.00 - 20.00"), as text.
 */
function timesOfDay(times: readonly EventTime[], locale: string): Pick<TeaserModel, 'time' | 'dateText'> {
  if (times.length === 1 && times[0]?.type === 'timeslot') return { time: { from: times[0].from, to: times[0].to } };
  const parts: string[] = [];
  for (const time of times) {
    if (time.type === 'timeslot') {
      const range = safeTimeRange(time.from, time.to, locale);
      if (range) parts.push(range);
      continue;
    }
    for (const frame of time.timeframes) {
      const range = frame.from && frame.to ? safeTimeRange(frame.from, frame.to, locale) : null;
      const text = [frame.label?.trim(), range].filter(Boolean).join(' ');
      if (text) parts.push(text);
    }
  }
  return parts.length > 0 ? { dateText: parts.join(', ') } : {};
}

/** The event's whole period, or undefined when it cannot be read. */
function periodOf(event: CmsEvent): TeaserDate | undefined {
  try {
    const period = eventPeriod(event);
    return period ? { from: period.from, to: period.to } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An event as a teaser. Without `when`, its whole period and its free opening-hours text; with `when`, the day or the
 * timeline's start and end and that day's times. The type label is the site's word for an event page ("Begivenhed").
 */
export function eventTeaser(
  event: CmsEvent,
  ctx: MapContext,
  options: { when?: { date: TeaserDate; times?: readonly EventTime[] }; image?: boolean; key?: string } = {},
): TeaserModel {
  const when = options.when;
  const times = when?.times ? timesOfDay(when.times, ctx.locale) : {};
  const freeText = event.openingHoursFreeText?.trim();
  return {
    key: options.key ?? event._id,
    title: event.title,
    link: eventLink(event, ctx),
    ...(options.image !== false ? { image: mapImage(event.image, ctx.locale, ctx.images) } : {}),
    typeLabel: typeLabel('eventPage', ctx.site, ctx.locale),
    date: when?.date ?? periodOf(event),
    ...times,
    ...(!times.time && !times.dateText && freeText ? { dateText: freeText } : {}),
    description: event.teaserDescription?.trim() || undefined,
    tags: (event.tags ?? []).filter((tag) => tag.trim()).map((label) => ({ label })),
  };
}

/**
 * The events of a list that are still shown today, as teasers (the event list module, an event's programme and
 * related events, a ticket's events). An event whose dates cannot be read is left out.
 */
export function shownEventTeasers(events: CmsEvent[] | null | undefined, ctx: MapContext): TeaserModel[] {
  const today = todayOf(ctx);
  return (events ?? [])
    .filter((event) => {
      try {
        return isEventShown(event, today);
      } catch {
        return false;
      }
    })
    .map((event) => eventTeaser(event, ctx));
}

/** An event's tags, for the calendar's filters. */
const tagsOf = (event: CmsEvent) => event.tags ?? [];

/**
 * A link to a range of the calendar with tag filters: the page's path and the query (`fra`, `til`, `emne`, sorted by
 * name as the page cache keys them); the layout's default range is left out, so "today" is the plain page.
 */
export function calendarHref(
  path: string,
  layout: CalendarLayout,
  window: DateRange,
  range: DateRange,
  tags: readonly string[],
): string {
  const params: [string, string][] = [];
  const fallback = defaultRange(window, layout);
  if (range.from !== fallback.from || range.to !== fallback.to) {
    params.push([CALENDAR_FROM_PARAM, range.from]);
    // The daily layout shows one day when `til` is left out; the timeline shows up to the window's end.
    if (layout === 'timeline' ? range.to !== window.to : range.to !== range.from)
      params.push([CALENDAR_TO_PARAM, range.to]);
  }
  for (const tag of [...tags].sort()) params.push([CALENDAR_TAG_PARAM, tag]);
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
}

function dayTeaser(entry: CalendarEvent<CmsEvent>, date: IsoDate, ctx: MapContext, image: boolean): TeaserModel {
  return eventTeaser(entry.event, ctx, {
    key: `${entry.event._id}-${date}`,
    when: { date: { from: date }, times: entry.times },
    image,
  });
}

/**
 * The calendar page's calendar, built by the domain from today to the site's horizon or the page's endDate,
 * showing the range the visitor chose (`fra`, `til`) with the tag filters chosen (`emne`) — read from
 * `ctx.search` — or the layout's default (daily: today; timeline: the whole window). Inside the range, period events
 * and recurring events are listed once (before the days: period events first), the rest day by day (occurrence
 * events by earliest start); a closed day shows no events, with its reason. With nothing to show it links the next day
 * with events. A failure gives an empty calendar (the domain logs it).
 *
 * An event's picture shows once on the page: on its first row of the listing (an event listed day by day, such as a
 * tour with too many cancelled weeks for "every Saturday except …", is pictured on its first day only), and not in the
 * listing at all when the page already pictures it above (`pictured`: the featured events). The other rows show their
 * day as a date tile in the thumbnail's place (CompactRow), so the titles still line up.
 */
export function mapCalendar(
  events: CmsEvent[],
  ctx: MapContext,
  options: {
    layout?: string | null;
    endDate?: string | null;
    openingHours?: CmsOpeningHours | null;
    /** The calendar page's own path: its links keep to it. */
    path?: string;
    /** Events the page already shows with their picture (ids): their rows here go without it. */
    pictured?: readonly string[];
  },
): CalendarDaysModel {
  const layout: CalendarLayout = options.layout === 'timeline' ? 'timeline' : 'daily';
  const calendar = buildDailyCalendar(events, {
    today: todayOf(ctx),
    site: ctx.site,
    endDate: options.endDate && isIsoDate(options.endDate) ? options.endDate : null,
    openingHours: domainOpeningHours(options.openingHours),
  });
  const window = calendar.window;
  if (!window || window.to < window.from) return { layout, days: [] };
  const query = parseCalendarQuery(ctx.search ?? {});
  const { range, clamped } = resolveCalendarRange(query, window, layout);
  const path = options.path ?? '';
  const href = (to: DateRange, tags: readonly string[] = query.tags) => calendarHref(path, layout, window, to, tags);
  const single = range.from === range.to;

  const rangeDays = daysInRange(calendar.days, range);
  const facets = tagFacets(
    rangeDays.flatMap((day) => day.events),
    tagsOf,
  );
  const filtered = (day: CalendarDay<CmsEvent>): CalendarDay<CmsEvent> =>
    query.tags.length === 0
      ? day
      : { ...day, events: day.events.filter((entry) => matchesTags(entry.event, query.tags, tagsOf)) };
  const collapsed = collapseRecurring(rangeDays.map(filtered));

  // Where each collapsed event last happens in the window: a period's end moves back to its last open day.
  const lastDay = new Map<string, IsoDate>();
  if (collapsed.recurring.length > 0) {
    const wanted = new Set(collapsed.recurring.map((item) => item.entry.event._id));
    for (const day of calendar.days) {
      for (const entry of day.events) if (wanted.has(entry.event._id)) lastDay.set(entry.event._id, day.date);
    }
  }
  const rangeSpan = rangeLength(range);
  const pictured = new Set(options.pictured ?? []);
  /** Whether this row shows the event's picture: only the first time the page shows the event. */
  const picture = (eventId: string): boolean => {
    if (pictured.has(eventId)) return false;
    pictured.add(eventId);
    return true;
  };
  const recurring: CalendarRecurringModel[] = collapsed.recurring.map((item) => {
    const { entry } = item;
    const period = entry.period;
    const end = period.to > window.to ? period.to : (lastDay.get(entry.event._id) ?? item.last);
    // The bar: a period event over its period; an occurrence event over the days it happens in (its season).
    const isPeriod = entry.kind === 'period';
    const shownFrom = maxDate(isPeriod ? period.from : item.first, range.from);
    const shownTo = minDate(isPeriod ? end : item.last, range.to);
    const teaser = eventTeaser(entry.event, ctx, {
      key: `${entry.event._id}-${item.first}`,
      image: picture(entry.event._id),
      when: {
        date: entry.kind === 'period' ? { from: period.from, to: end } : { from: item.first, to: item.last },
        ...(item.times ? { times: item.times } : {}),
      },
    });
    return {
      event: teaser,
      pattern: item.pattern,
      ...(item.except.length > 0 ? { except: item.except } : {}),
      bar: {
        start: (epochDayOf(shownFrom) - epochDayOf(range.from)) / rangeSpan,
        end: (epochDayOf(shownTo) - epochDayOf(range.from) + 1) / rangeSpan,
      },
    };
  });

  const days: CalendarDayModel[] = [];
  for (const day of collapsed.days) {
    if (day.status && !day.status.open) {
      // The exceptions say why; a regular closed weekday is listed only when it is the day chosen.
      if (day.status.source === 'closedDay' || single) {
        days.push({ date: day.date, closed: true, closedReason: reasonIn(day.status.reason, ctx.locale), events: [] });
      }
      continue;
    }
    if (day.events.length === 0) continue;
    days.push({
      date: day.date,
      events: day.events.map((entry) => dayTeaser(entry, day.date, ctx, picture(entry.event._id))),
    });
  }

  const nothing = recurring.length === 0 && days.every((day) => day.closed);
  const next = nothing ? nextDayWithEvents(calendar.days.map(filtered), range.to) : null;

  const navigation = calendarNavigation(range, window);
  const dayRange = (date: IsoDate): DateRange => ({ from: date, to: date });
  return {
    layout,
    recurring,
    days,
    navigation: {
      today: window.from,
      range,
      shortcuts: navigation.shortcuts.map((shortcut) => ({
        kind: shortcut.kind,
        href: href(shortcut.range),
        current: shortcut.current,
      })),
      steps: navigation.steps.map((step) => ({ kind: step.kind, href: href(step.range) })),
      strip: navigation.strip.map((day) => ({ ...day, href: href(dayRange(day.date)) })),
      outOfWindow: clamped ? { from: window.from, to: window.to } : null,
    },
    filters: {
      tags: [
        ...facets.map((facet) => {
          const selected = query.tags.includes(facet.value);
          const tags = selected ? query.tags.filter((tag) => tag !== facet.value) : [...query.tags, facet.value];
          return { label: facet.label, count: facet.count, selected, href: href(range, tags) };
        }),
        // A chosen tag no event in the range has stays removable.
        ...query.tags
          .filter((tag) => !facets.some((facet) => facet.value === tag))
          .map((tag) => ({
            label: tag,
            count: 0,
            selected: true,
            href: href(
              range,
              query.tags.filter((t) => t !== tag),
            ),
          })),
      ],
      clearHref: query.tags.length > 0 ? href(range, []) : null,
    },
    nextWithEvents: next ? { date: next, href: href(dayRange(next)) } : null,
  };
}

/**
 * The opening-hours module (9): today's status (closed-day exception beats open-day exception beats regular
 * period; otherwise closed), the regular week of today's period, and the exceptions of the next two months. Null when
 * the site has no opening hours or they cannot be read (logged).
 */
export function mapOpeningHours(
  openingHours: CmsOpeningHours | null | undefined,
  ctx: MapContext,
  title?: string | null,
): OpeningHoursModel | null {
  const hours = domainOpeningHours(openingHours);
  if (!hours) return null;
  try {
    const today = todayOf(ctx);
    const status = dayStatus(hours, today);
    const exceptions = upcomingExceptions(hours, today, addDaysTo(today, 61));
    return {
      title: title?.trim() || undefined,
      week: regularWeek(hours, today),
      today: {
        hours: status.hours,
        ...(status.open ? {} : { reason: reasonIn(status.reason, ctx.locale) }),
      },
      exceptions: exceptions.map((day) =>
        day.open
          ? { date: day.date, kind: 'open' as const, hours: day.hours }
          : { date: day.date, kind: 'closed' as const, reason: reasonIn(day.reason, ctx.locale) },
      ),
    };
  } catch (error) {
    console.warn(`[content] Opening hours of ${ctx.site} left out: ${(error as Error).message}`);
    return null;
  }
}

/** Ticket variants with a title and a price, best score first (the editor's order otherwise). */
export function mapTicketVariants(variants: CmsTicketVariant[] | null | undefined): TicketVariantModel[] {
  return [...(variants ?? [])]
    .map((variant, index) => ({ variant, index }))
    .sort((a, b) => (b.variant.score ?? 0) - (a.variant.score ?? 0) || a.index - b.index)
    .flatMap(({ variant }) => {
      const title = variant.title?.trim();
      if (!title || variant.price === null || variant.price === undefined) return [];
      return [
        {
          title,
          price: variant.price,
          ...(typeof variant.capacity === 'number' && variant.capacity > 0 ? { capacity: variant.capacity } : {}),
        },
      ];
    });
}

/** The link out to the ticket shop (the spec: purchase happens through an external link); null without a safe url. */
export function purchaseLink(
  link: { title?: string | null; url?: string | null } | null | undefined,
): LinkModel | null {
  const href = safeUrl(link?.url, WEB_URL);
  if (!href) return null;
  return { label: link?.title?.trim() ?? '', href, kind: 'external' };
}

/** A ticket as the ticket module: title, description, image, variants, disclaimer, purchase link. */
export function mapTicketModule(ticket: CmsTicket | null | undefined, ctx: MapContext): TicketModuleModel | null {
  const title = ticket?.title?.trim();
  if (!ticket || !title) return null;
  return {
    title,
    description: ticket.description?.trim() || undefined,
    image: mapImage(ticket.image, ctx.locale, ctx.images),
    variantsTitle: ticket.variantsTitle?.trim() || undefined,
    variants: mapTicketVariants(ticket.variants),
    variantsDisclaimer: ticket.variantsDisclaimer?.trim() || undefined,
    purchaseLink: purchaseLink(ticket.purchaseLink),
  };
}

/** A ticket's details: benefits, questions and answers, purchase link. */
export function mapTicketDetails(
  ticket: CmsTicket | null | undefined,
  ctx: MapContext,
  options: { title?: string; withPurchaseLink?: boolean } = {},
): TicketDetailsModel | null {
  if (!ticket) return null;
  return {
    title: options.title,
    benefitsTitle: ticket.benefitsTitle?.trim() || undefined,
    benefits: (ticket.benefits ?? []).map((benefit) => benefit.trim()).filter(Boolean),
    faqTitle: ticket.faqTitle?.trim() || undefined,
    faq: (ticket.faq ?? []).flatMap((entry, index) => {
      const question = entry.question?.trim();
      return question
        ? [{ key: entry._key ?? `faq-${index}`, question, answer: mapPortableText(entry.answer, ctx) }]
        : [];
    }),
    purchaseLink: options.withPurchaseLink === false ? null : purchaseLink(ticket.purchaseLink),
  };
}

/** The link to a ticket's own page. */
export function ticketPageLink(ticket: CmsTicket, ctx: MapContext): LinkModel | null {
  const title = ticket.title?.trim();
  if (!title || !ticket.slug) return null;
  const site = ticket.site ?? ctx.site;
  return {
    label: title,
    href: pageHref(
      { site, locale: (ticket.locale ?? ctx.locale) as MapContext['locale'], slug: ticket.slug },
      ctx.site,
      ctx.hosts,
    ),
    kind: site !== ctx.site ? 'crossSite' : 'internal',
  };
}
