import type { CalendarDayModel, CalendarDaysModel } from '../../../design-system/blocks/CalendarDays';
import type { OpeningHoursModel } from '../../../design-system/blocks/OpeningHours';
import type { TicketDetailsModel } from '../../../design-system/blocks/TicketDetails';
import type { TicketModuleModel } from '../../../design-system/blocks/TicketModule';
import type { TicketVariantModel } from '../../../design-system/blocks/TicketTypes';
import { formatTimeRange } from '../../../design-system/format/dates';
import type { LinkModel } from '../../../design-system/primitives/Link';
import type { TeaserDate, TeaserModel } from '../../../design-system/primitives/Teaser';
import { buildCalendar, type CalendarLayout } from '../../domain/calendar';
import { addDaysTo, type IsoDate, isIsoDate } from '../../domain/calendarDate';
import { queryDates, systemClock } from '../../domain/clock';
import { type EventTime, eventPeriod } from '../../domain/events';
import { dayStatus, type OpeningHours, regularWeek, upcomingExceptions } from '../../domain/openingHours';
import { safeUrl, WEB_URL } from '../../security/safeUrl';
import { pageHref } from '../../sites/urls';
import { typeLabel } from '../pageTypes';
import type { CmsEvent, CmsOpeningHours, CmsTicket, CmsTicketVariant } from '../schemas/calendar.schema';
import type { MapContext } from './context';
import { mapImage } from './image.mapper';
import { mapPortableText } from './portableText.mapper';

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
 * The calendar page's calendar (spec 4), built by the domain from today to the site's horizon or the page's endDate.
 * Daily: the days with events, period events first, then occurrence events by earliest start, and closed days with a
 * reason (a closed day shows no events). Timeline: a period event once, from its start to its end (moved back to the
 * last open day), then the day's occurrence events; empty days left out. A failure gives an empty calendar (the
 * domain logs it).
 */
export function mapCalendar(
  events: CmsEvent[],
  ctx: MapContext,
  options: { layout?: string | null; endDate?: string | null; openingHours?: CmsOpeningHours | null },
): CalendarDaysModel {
  const layout: CalendarLayout = options.layout === 'timeline' ? 'timeline' : 'daily';
  const calendar = buildCalendar(events, {
    layout,
    today: todayOf(ctx),
    site: ctx.site,
    endDate: options.endDate && isIsoDate(options.endDate) ? options.endDate : null,
    openingHours: domainOpeningHours(options.openingHours),
  });
  const days: CalendarDayModel[] = [];
  for (const day of calendar.days) {
    const closed = day.status !== null && !day.status.open;
    if (closed) {
      // Only the exceptions say why; a regular closed weekday is not listed.
      if (day.status?.source === 'closedDay') {
        days.push({ date: day.date, closed: true, closedReason: reasonIn(day.status.reason, ctx.locale), events: [] });
      }
      continue;
    }
    if (day.events.length === 0) continue;
    days.push({
      date: day.date,
      events: day.events.map((entry) =>
        eventTeaser(entry.event, ctx, {
          key: `${entry.event._id}-${day.date}`,
          image: false,
          when: {
            date: 'start' in entry ? { from: entry.start, to: entry.end } : { from: day.date },
            times: entry.times,
          },
        }),
      ),
    });
  }
  return { layout, days };
}

/**
 * The opening-hours module (spec 3, 9): today's status (closed-day exception beats open-day exception beats regular
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

/** The link out to the ticket shop (spec 7: purchase happens through an external link); null without a safe url. */
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
