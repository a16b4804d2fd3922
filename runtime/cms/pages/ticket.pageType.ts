import { z } from 'zod';
import { translate } from '@design-system/i18n/dictionary';
import { isEventShown } from '@runtime/domain/events';
import { eventTeaser, mapTicketDetails, mapTicketModule, todayOf } from '../mappers/calendar.mapper';
import { mapImage } from '../mappers/image.mapper';
import { ticketPageProjection } from '../queries/calendar.fragment';
import { IMAGE, LINK, PORTABLE_TEXT } from '../queries/fragments';
import { eventListSchema, ticketSchema } from '../schemas/calendar.schema';
import { imageSchema, optionalString } from '../schemas/common.schema';
import { definePage } from './types';

/** The ticket page: benefits, variants with price and capacity, FAQ, events; purchase through a link out. */
export const ticketDefinition = definePage({
  type: 'ticket',
  projection: ticketPageProjection({ IMAGE, LINK, PORTABLE_TEXT }),
  schema: z.object({
    hero: z
      .object({ intro: optionalString, image: imageSchema.nullish().catch(null) })
      .nullish()
      .catch(null),
    ticket: ticketSchema.nullish().catch(null),
    events: eventListSchema,
  }),
  map: ({ page, fields, blocks, ctx }) => {
    const today = todayOf(ctx);
    const ticket = fields.ticket;
    const events = (fields.events ?? [])
      .filter((event) => {
        try {
          return isEventShown(event, today);
        } catch {
          return false;
        }
      })
      .map((event) => eventTeaser(event, ctx));
    const module = mapTicketModule(ticket, ctx);
    return {
      type: 'ticket',
      props: {
        hero: {
          title: page.title,
          intro: fields.hero?.intro ?? ticket?.description ?? undefined,
          image: mapImage(fields.hero?.image, ctx.locale, ctx.images),
        },
        ticket: module
          ? { ...module, title: translate(ctx.locale, 'calendarPagesTickets'), description: undefined, image: null }
          : { title: '', variants: [] },
        details: mapTicketDetails(ticket, ctx, { withPurchaseLink: false }) ?? { benefits: [], faq: [] },
        events: events.length > 0 ? { title: translate(ctx.locale, 'calendarPagesTicketEvents'), items: events } : null,
        blocks,
      },
    };
  },
});
