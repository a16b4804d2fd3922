import { calendarTeaser } from '@runtime/domain/calendar';
import { addDaysTo } from '@runtime/domain/calendarDate';
import { isEventShown } from '@runtime/domain/events';
import {
  domainOpeningHours,
  eventTeaser,
  mapOpeningHours,
  mapTicketDetails,
  mapTicketModule,
  mapTicketVariants,
  todayOf,
} from '../calendar/calendar.mapper';
import { mapLink } from '../content/link.mapper';
import { type ModuleMappers, text } from './defineModule';

/**
 * The calendar area's modules: calendar teaser, event list, opening hours, ticket module, ticket types and ticket
 * details. Their data rides in the page query (calendar.fragment.ts); the time rules run here with today.
 */
export const calendarMappers: ModuleMappers<
  'calendarTeaser' | 'eventList' | 'openingHoursModule' | 'ticketModule' | 'ticketTypes' | 'ticketDetails'
> = {
  /** Spec: "groups today and tomorrow (events whose period covers the day); empty groups are hidden". */
  calendarTeaser: (module, ctx) => {
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

  /** Spec: "Events are shown only when showInCalendar is not false and the period end is not before today." */
  eventList: (module, ctx) => {
    const today = todayOf(ctx);
    const items = module.events
      .filter((event) => {
        try {
          return isEventShown(event, today);
        } catch {
          return false;
        }
      })
      .map((event) => eventTeaser(event, ctx));
    if (items.length === 0) return null;
    return { _type: 'eventList', _key: module._key, title: text(module.title), link: mapLink(module.link, ctx), items };
  },

  openingHoursModule: (module, ctx) => {
    const model = mapOpeningHours(module.openingHours, ctx, module.title);
    return model ? { _type: 'openingHours', _key: module._key, ...model } : null;
  },

  /** Spec: "Tickets without a linked item are dropped." */
  ticketModule: (module, ctx) => {
    const model = mapTicketModule(module.ticket, ctx);
    return model ? { _type: 'ticketModule', _key: module._key, ...model } : null;
  },

  ticketTypes: (module, ctx) => {
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

  ticketDetails: (module, ctx) => {
    const model = mapTicketDetails(module.ticket, ctx, { title: text(module.ticket?.title) });
    return model ? { _type: 'ticketDetails', _key: module._key, ...model } : null;
  },
};
