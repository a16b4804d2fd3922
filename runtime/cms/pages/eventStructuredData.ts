import { expandEvent } from '@runtime/domain/events';
import { safeUrl, WEB_URL } from '@runtime/security/safeUrl';
import { siteNodeId } from '@runtime/sites/urls';
import { todayOf } from '../calendar/calendar.mapper';
import type { CmsEvent } from '../calendar/calendar.schema';
import type { MapContext } from '../content/context';
import { mapImage } from '../content/image.mapper';
import { type CmsPlace, sitePlaceJsonLd } from './placeStructuredData';

type JsonLd = Record<string, unknown>;

/**
 * schema.org Event for an event page: name, start and end with the Copenhagen offset (a timeslot's instants, else the
 * days), the site as the Place with its address, event status, image, and offers in DKK from the ticket's variants.
 * The days are those from today on; an event that has ended gives its whole period.
 */
export function eventStructuredData(
  event: CmsEvent,
  options: {
    name: string;
    url: string;
    place?: CmsPlace | null;
    ctx: MapContext;
  },
): JsonLd[] {
  const { ctx } = options;
  const expanded = expandEvent(event);
  if (!expanded) return [];
  const today = todayOf(ctx);
  const days = expanded.days.filter((day) => day.date >= today);
  const first = days[0] ?? expanded.days[0];
  const last = days.at(-1) ?? expanded.days.at(-1);
  const firstSlot = first?.times.find((time) => time.type === 'timeslot');
  const lastSlot = last?.times.findLast((time) => time.type === 'timeslot');
  const image = mapImage(event.image, ctx.locale, ctx.images);
  const origin = ctx.hosts.origins[ctx.site];
  const ticket = event.tickets?.[0];
  // The ticket shop as the page links it (`purchaseLink`): an http(s) address, or none.
  const purchaseUrl = safeUrl(ticket?.purchaseLink?.url, WEB_URL);
  const offers = (ticket?.variants ?? []).flatMap((variant) =>
    typeof variant.price === 'number' && variant.title
      ? [
          {
            '@type': 'Offer',
            name: variant.title,
            price: variant.price,
            priceCurrency: 'DKK',
            ...(purchaseUrl ? { url: purchaseUrl } : {}),
          },
        ]
      : [],
  );
  const location = sitePlaceJsonLd(options.place, event.location);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: options.name,
      url: options.url,
      ...(event.teaserDescription ? { description: event.teaserDescription } : {}),
      startDate: firstSlot?.type === 'timeslot' ? firstSlot.startsAt : (first?.date ?? expanded.period.from),
      endDate: lastSlot?.type === 'timeslot' ? lastSlot.endsAt : (last?.date ?? expanded.period.to),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      ...(location ? { location } : {}),
      ...(image && origin ? { image: new URL(image.src, origin).toString() } : {}),
      ...(offers.length > 0 ? { offers } : {}),
      organizer: { '@id': siteNodeId(ctx.site, 'organization', ctx.hosts) },
    },
  ];
}
