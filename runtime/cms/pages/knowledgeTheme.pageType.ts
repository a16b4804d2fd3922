import { z } from 'zod';
import type { TicketModuleModel } from '@design-system/blocks/TicketModule';
import { HTTPS_URL, safeUrl } from '@runtime/security/safeUrl';
import { imageSchema, optionalString } from '../content/common.schema';
import type { MapContext } from '../content/context';
import { IMAGE } from '../content/fragments';
import { mapImage } from '../content/image.mapper';
import { DOCUMENT_TEASER } from '../teasers/documentTeaser.fragment';
import {
  documentTeaserListSchema,
  documentTeaserSchema,
  mapDocumentTeaser,
  mapDocumentTeasers,
} from '../teasers/documentTeaser.mapper';
import { definePage } from './types';

/** The theme's ticket: a ticket document it references, or one written on the theme itself. */
const TICKET = /* groq */ `{
  _id,
  title,
  description,
  "image": image${IMAGE},
  variantsTitle,
  variantsDisclaimer,
  "variants": variants[]{ title, price },
  "purchaseLink": purchaseLink{ title, url }
}`;

const ticketSchema = z.object({
  title: optionalString.catch(null),
  description: optionalString.catch(null),
  image: imageSchema.nullish().catch(null),
  variantsTitle: optionalString.catch(null),
  variantsDisclaimer: optionalString.catch(null),
  variants: z
    .array(z.object({ title: optionalString, price: z.union([z.number(), z.string()]).nullish() }))
    .nullish()
    .catch(null),
  purchaseLink: z.object({ title: optionalString, url: optionalString }).nullish().catch(null),
});

/** A ticket to the TicketModule's model; nothing without a title. A purchase link must be https. */
export function mapThemeTicket(
  ticket: z.infer<typeof ticketSchema> | null | undefined,
  ctx: MapContext,
): TicketModuleModel | null {
  const title = ticket?.title?.trim();
  if (!ticket || !title) return null;
  const url = safeUrl(ticket.purchaseLink?.url, HTTPS_URL);
  return {
    title,
    description: ticket.description ?? undefined,
    image: mapImage(ticket.image, ctx.locale, ctx.images),
    variantsTitle: ticket.variantsTitle ?? undefined,
    variants: (ticket.variants ?? []).flatMap((variant) =>
      variant.title?.trim() && variant.price !== null && variant.price !== undefined
        ? [{ title: variant.title.trim(), price: variant.price }]
        : [],
    ),
    variantsDisclaimer: ticket.variantsDisclaimer ?? undefined,
    purchaseLink: url ? { label: ticket.purchaseLink?.title?.trim() || '', href: url, kind: 'external' } : null,
  };
}

/**
 * A knowledge theme (the spec: "period, info list, related grid, highlights, related exhibition,
 * ticket"). Each part is its own tolerant field: a broken one is left out, the rest still shows.
 */
export const knowledgeThemeDefinition = definePage({
  type: 'knowledgeTheme',
  lookup: 'slug',
  requires: 'knowledge',
  label: 'typeKnowledge',
  projection: /* groq */ `{
    intro,
    period,
    "image": image${IMAGE},
    "facts": facts{ title, "items": items[]{ label, value } },
    "highlights": highlights[]->${DOCUMENT_TEASER},
    "relatedExhibition": relatedExhibition->${DOCUMENT_TEASER},
    "ticket": select(ticket._type == "reference" => ticket->${TICKET}, ticket${TICKET}),
    "related": select(
      count(related) > 0 => related[]->${DOCUMENT_TEASER},
      *[_type == "knowledgeArticle" && references(^._id)] | order(_updatedAt desc)[0...4]${DOCUMENT_TEASER}
    )
  }`,
  schema: z.object({
    intro: optionalString.catch(null),
    period: optionalString.catch(null),
    image: imageSchema.nullish().catch(null),
    facts: z
      .object({
        title: optionalString,
        items: z.array(z.object({ label: optionalString, value: optionalString })).nullish(),
      })
      .nullish()
      .catch(null),
    highlights: documentTeaserListSchema,
    relatedExhibition: documentTeaserSchema.nullish().catch(null),
    ticket: ticketSchema.nullish().catch(null),
    related: documentTeaserListSchema,
  }),
  map: ({ page, fields, blocks, ctx }) => {
    const facts = (fields.facts?.items ?? []).flatMap((item) =>
      item.label?.trim() && item.value?.trim() ? [{ label: item.label.trim(), value: item.value.trim() }] : [],
    );
    return {
      type: 'knowledgeTheme',
      props: {
        hero: {
          title: page.title,
          intro: fields.intro ?? undefined,
          image: mapImage(fields.image, ctx.locale, ctx.images),
        },
        period: fields.period?.trim() || undefined,
        infoList: facts.length > 0 ? { title: fields.facts?.title ?? undefined, items: facts } : null,
        highlights: mapDocumentTeasers(fields.highlights, ctx),
        relatedExhibition: fields.relatedExhibition ? mapDocumentTeaser(fields.relatedExhibition, ctx) : null,
        ticket: mapThemeTicket(fields.ticket, ctx),
        related: mapDocumentTeasers(fields.related, ctx).slice(0, 4),
        blocks,
      },
    };
  },
});
