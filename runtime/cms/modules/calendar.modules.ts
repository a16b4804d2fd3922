import { z } from 'zod';
import { calendarTeaser } from '@runtime/domain/calendar';
import { addDaysTo } from '@runtime/domain/calendarDate';
import { eventProjection, openingHoursProjection, siteEvents, ticketProjection } from '../calendar/calendar.fragment';
import {
  domainOpeningHours,
  eventTeaser,
  mapOpeningHours,
  mapTicketDetails,
  mapTicketModule,
  mapTicketVariants,
  shownEventTeasers,
  todayOf,
} from '../calendar/calendar.mapper';
import { eventListSchema, openingHoursSchema, ticketSchema } from '../calendar/calendar.schema';
import { linkSchema, optionalString } from '../content/common.schema';
import { IMAGE, LINK, PORTABLE_TEXT } from '../content/fragments';
import { mapLink } from '../content/link.mapper';
import { text } from '../content/text';
import { defineModule } from './defineModule';

/**
 * The calendar area's modules: calendar teaser, event list, opening hours, ticket module, ticket types and ticket
 * details. Their data rides in the page query (calendar/calendar.fragment.ts); the time rules run here with today.
 */

const shared = { IMAGE, LINK, PORTABLE_TEXT };
const TICKET = ticketProjection(shared);

/** Spec: "groups today and tomorrow (events whose period covers the day); empty groups are hidden". */
export const calendarTeaserModule = defineModule({
  type: 'calendarTeaser',
  projection: /* groq */ `{ title, "link": link${LINK}, "events": ${siteEvents(shared)}, "openingHours": ${openingHoursProjection(shared)} }`,
  schema: z.object({
    title: optionalString,
    link: linkSchema.nullish().catch(null),
    events: eventListSchema,
    openingHours: openingHoursSchema.nullish().catch(null),
  }),
  map: (module, ctx) => {
    const today = todayOf(ctx);
    const groups = calendarTeaser(module.events, { today, openingHours: domainOpeningHours(module.openingHours) });
    if (groups.length === 0) return null;
    const teasers = (key: 'today' | 'tomorrow') =>
      (groups.find((group) => group.key === key)?.events ?? []).map((event) => eventTeaser(event, ctx));
    return {
      _type: 'calendarTeaser',
      _key: module._key,
      title: text(module.title),
      link: mapLink(module.link, ctx),
      today: teasers('today'),
      tomorrow: teasers('tomorrow'),
      todayDate: today,
      tomorrowDate: addDaysTo(today, 1),
    };
  },
});

/** Spec: "Events are shown only when showInCalendar is not false and the period end is not before today." */
export const eventListModule = defineModule({
  type: 'eventList',
  projection: /* groq */ `{
    title,
    "link": link${LINK},
    "events": select(count(events) > 0 => events[]->${eventProjection(shared)}, ${siteEvents(shared)}[0...6])
  }`,
  schema: z.object({ title: optionalString, link: linkSchema.nullish().catch(null), events: eventListSchema }),
  map: (module, ctx) => {
    const items = shownEventTeasers(module.events, ctx);
    if (items.length === 0) return null;
    return { _type: 'eventList', _key: module._key, title: text(module.title), link: mapLink(module.link, ctx), items };
  },
});

export const openingHoursModule = defineModule({
  type: 'openingHoursModule',
  projection: /* groq */ `{ title, "openingHours": ${openingHoursProjection(shared)} }`,
  schema: z.object({ title: optionalString, openingHours: openingHoursSchema.nullish().catch(null) }),
  map: (module, ctx) => {
    const model = mapOpeningHours(module.openingHours, ctx, module.title);
    return model ? { _type: 'openingHours', _key: module._key, ...model } : null;
  },
});

/** Spec: "Tickets without a linked item are dropped." */
export const ticketModule = defineModule({
  type: 'ticketModule',
  projection: /* groq */ `{ "ticket": ticket->${TICKET} }`,
  schema: z.object({ ticket: ticketSchema.nullish().catch(null) }),
  map: (module, ctx) => {
    const model = mapTicketModule(module.ticket, ctx);
    return model ? { _type: 'ticketModule', _key: module._key, ...model } : null;
  },
});

export const ticketTypesModule = defineModule({
  type: 'ticketTypes',
  projection: /* groq */ `{ title, disclaimer, "link": link${LINK}, "ticket": ticket->${TICKET} }`,
  schema: z.object({
    title: optionalString,
    disclaimer: optionalString,
    link: linkSchema.nullish().catch(null),
    ticket: ticketSchema.nullish().catch(null),
  }),
  map: (module, ctx) => {
    const types = mapTicketVariants(module.ticket?.variants);
    if (types.length === 0) return null;
    return {
      _type: 'ticketTypes',
      _key: module._key,
      title: text(module.title) ?? text(module.ticket?.variantsTitle),
      types,
      disclaimer: text(module.disclaimer) ?? text(module.ticket?.variantsDisclaimer),
      link: mapLink(module.link, ctx),
    };
  },
});

export const ticketDetailsModule = defineModule({
  type: 'ticketDetails',
  projection: /* groq */ `{ "ticket": ticket->${TICKET} }`,
  schema: z.object({ ticket: ticketSchema.nullish().catch(null) }),
  map: (module, ctx) => {
    const model = mapTicketDetails(module.ticket, ctx, { title: text(module.ticket?.title) });
    return model ? { _type: 'ticketDetails', _key: module._key, ...model } : null;
  },
});

export const calendarModules = [
  calendarTeaserModule,
  eventListModule,
  openingHoursModule,
  ticketModule,
  ticketTypesModule,
  ticketDetailsModule,
] as const;
