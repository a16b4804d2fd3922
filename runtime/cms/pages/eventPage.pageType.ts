import { z } from 'zod';
import { translate } from '@design-system/i18n/dictionary';
import { eventSeries } from '@runtime/domain/eventSeries';
import { expandEvent } from '@runtime/domain/events';
import { eventCalendarPath } from '@runtime/server/icsPaths';
import { eventPageProjection } from '../calendar/calendar.fragment';
import { eventTeaser, mapTicketVariants, purchaseLink, shownEventTeasers } from '../calendar/calendar.mapper';
import {
  type CmsEvent,
  eventListSchema,
  eventSchema,
  openingHoursSchema,
  ribbonSchema,
} from '../calendar/calendar.schema';
import { imageSchema, optionalString } from '../content/common.schema';
import { IMAGE, LINK, PORTABLE_TEXT } from '../content/fragments';
import { mapImage } from '../content/image.mapper';
import { mapLink } from '../content/link.mapper';
import { eventStructuredData } from './eventStructuredData';
import { mapRibbon } from './ribbon';
import { definePage } from './types';

/** Does the event happen at all (a calendar file of it has something in it)? */
function hasDates(event: CmsEvent): boolean {
  try {
    return eventSeries(event).length > 0;
  } catch {
    return false;
  }
}

/** The same timeslot every day it happens: the hero shows it once ("10.00 - 16.00"). */
function commonTime(event: CmsEvent): { from: string; to: string } | undefined {
  try {
    const days = expandEvent(event)?.days ?? [];
    const first = days[0]?.times[0];
    if (first?.type !== 'timeslot') return undefined;
    const same = days.every(
      (day) =>
        day.times.length === 1 &&
        day.times[0]?.type === 'timeslot' &&
        day.times[0].from === first.from &&
        day.times[0].to === first.to,
    );
    return same ? { from: first.from, to: first.to } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The event page: hero with dates, tags and ticket variants; practical info; programme events; modules;
 * related events; ribbon. The dates and times come from the page's event document (the spec, "Events").
 */
export const eventPageDefinition = definePage({
  type: 'eventPage',
  lookup: 'slug',
  label: 'typeEvent',
  projection: eventPageProjection({ IMAGE, LINK, PORTABLE_TEXT }),
  schema: z.object({
    hero: z
      .object({ subtitle: optionalString, image: imageSchema.nullish().catch(null) })
      .nullish()
      .catch(null),
    event: eventSchema.nullish().catch(null),
    practicalInfo: z
      .array(z.object({ _key: optionalString, label: optionalString, value: optionalString }))
      .nullish()
      .catch(null),
    programme: eventListSchema,
    relatedEvents: eventListSchema,
    ribbon: ribbonSchema.nullish().catch(null),
    openingHours: openingHoursSchema.nullish().catch(null),
    place: z
      .object({ name: optionalString, street: optionalString, city: optionalString, zip: optionalString })
      .nullish()
      .catch(null),
  }),
  map: ({ page, fields, blocks, ctx }) => {
    const event = fields.event;
    const teaser = event ? eventTeaser(event, ctx) : null;
    const ticket = event?.tickets?.[0];
    const programme = shownEventTeasers(fields.programme, ctx);
    const related = shownEventTeasers(fields.relatedEvents, ctx);
    const practicalInfo = (fields.practicalInfo ?? []).flatMap((item) =>
      item.label?.trim() && item.value?.trim() ? [{ label: item.label.trim(), value: item.value.trim() }] : [],
    );
    const time = event ? commonTime(event) : undefined;
    return {
      type: 'eventPage',
      props: {
        hero: {
          title: page.title,
          subtitle: fields.hero?.subtitle?.trim() || undefined,
          image: mapImage(fields.hero?.image ?? event?.image, ctx.locale, ctx.images),
          date: teaser?.date,
          ...(time ? { time } : {}),
          dateText: event?.openingHoursFreeText?.trim() || undefined,
          tags: teaser?.tags ?? [],
          ticketVariants: mapTicketVariants(ticket?.variants),
          ticketLink: purchaseLink(ticket?.purchaseLink),
          ...(event && hasDates(event) ? { calendarHref: eventCalendarPath(event._id) } : {}),
        },
        practicalInfo:
          practicalInfo.length > 0
            ? { title: translate(ctx.locale, 'calendarPagesPracticalInfo'), items: practicalInfo }
            : null,
        programme:
          programme.length > 0 ? { title: translate(ctx.locale, 'calendarPagesProgramme'), items: programme } : null,
        blocks,
        relatedEvents:
          related.length > 0 ? { title: translate(ctx.locale, 'calendarPagesRelatedEvents'), items: related } : null,
        ribbon: mapRibbon(fields.ribbon, ctx, mapLink),
        practical: ctx.practical ?? null,
      },
    };
  },
  structuredData: ({ page, fields, ctx, url }) =>
    fields.event ? eventStructuredData(fields.event, { name: page.title, url, place: fields.place, ctx }) : [],
});
