import { z } from 'zod';
import { translate } from '@design-system/i18n/dictionary';
import { ticketPageProjection } from '../calendar/calendar.fragment';
import { mapTicketDetails, mapTicketModule, shownEventTeasers } from '../calendar/calendar.mapper';
import { eventListSchema, ticketSchema } from '../calendar/calendar.schema';
import { imageSchema, optionalString } from '../content/common.schema';
import { IMAGE, LINK, PORTABLE_TEXT } from '../content/fragments';
import { mapImage } from '../content/image.mapper';
import { definePage } from './types';

/** The ticket page: benefits, variants with price and capacity, FAQ, events; purchase through a link out. */
export const ticketDefinition = definePage({
  type: 'ticket',
  lookup: 'slug',
  label: 'typeTicket',
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
    const ticket = fields.ticket;
    const events = shownEventTeasers(fields.events, ctx);
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
