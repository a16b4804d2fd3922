import { z } from 'zod';
import { formatPrice } from '@design-system/format/prices';
import { translate } from '@design-system/i18n/dictionary';
import type { TeaserModel } from '@design-system/primitives/Teaser';
import { ticketOverviewProjection } from '../calendar/calendar.fragment';
import { mapTicketVariants, ticketPageLink } from '../calendar/calendar.mapper';
import { ticketSchema } from '../calendar/calendar.schema';
import { imageSchema, optionalString } from '../content/common.schema';
import { IMAGE, LINK, PORTABLE_TEXT } from '../content/fragments';
import { mapImage, THUMBNAIL_SIZING } from '../content/image.mapper';
import { typeLabel } from './pageTypes';
import { definePage } from './types';

/** The ticket overview: featured tickets, each a row with its prices and a thumbnail, linking to its page. */
export const ticketOverviewDefinition = definePage({
  type: 'ticketOverview',
  lookup: 'slug',
  label: 'typeTicket',
  projection: ticketOverviewProjection({ IMAGE, LINK, PORTABLE_TEXT }),
  schema: z.object({
    hero: z
      .object({ intro: optionalString, image: imageSchema.nullish().catch(null) })
      .nullish()
      .catch(null),
    featuredTickets: z.array(ticketSchema.nullable().catch(null)).nullish().catch(null),
  }),
  map: ({ page, fields, blocks, ctx }) => {
    const items: TeaserModel[] = (fields.featuredTickets ?? []).flatMap((ticket) => {
      const link = ticket ? ticketPageLink(ticket, ctx) : null;
      if (!ticket || !link) return []; // spec: "Tickets without a linked item are dropped."
      const variants = mapTicketVariants(ticket.variants);
      const prices = variants
        .map(
          (variant) =>
            `${variant.title} ${formatPrice(variant.price, ctx.locale, translate(ctx.locale, 'listPriceFree'))}`,
        )
        .join(' · ');
      return [
        {
          key: ticket._id ?? link.href,
          title: link.label,
          link,
          image: mapImage(ticket.image, ctx.locale, ctx.images, THUMBNAIL_SIZING),
          typeLabel: typeLabel('ticket', ctx.site, ctx.locale),
          ...(prices ? { dateText: prices } : {}),
          description: ticket.description?.trim() || undefined,
        },
      ];
    });
    return {
      type: 'ticketOverview',
      props: {
        hero: {
          title: page.title,
          intro: fields.hero?.intro ?? undefined,
          image: mapImage(fields.hero?.image, ctx.locale, ctx.images),
        },
        featuredTickets: { title: translate(ctx.locale, 'calendarPagesTickets'), items },
        blocks,
      },
    };
  },
});
