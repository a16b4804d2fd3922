import { z } from 'zod';
import type { TicketModuleModel } from '@design-system/blocks/TicketModule';
import { translate } from '@design-system/i18n/dictionary';
import type { ExhibitionPageModel } from '@design-system/templates/ExhibitionPage';
import { copenhagenTime } from '@runtime/domain/calendarDate';
import { HTTPS_URL, safeUrl } from '@runtime/security/safeUrl';
import { sites } from '@runtime/sites/registry';
import { siteNodeId } from '@runtime/sites/urls';
import { imageSchema, periodSchema, themeSchema } from '../content/common.schema';
import type { MapContext } from '../content/context';
import { IMAGE } from '../content/fragments';
import { mapImage } from '../content/image.mapper';
import { mapTheme } from '../content/theme.mapper';
import { DOCUMENT_TEASER } from '../teasers/documentTeaser.fragment';
import { documentTeaserListSchema, mapDocumentTeasers } from '../teasers/documentTeaser.mapper';
import { absoluteImageUrl, tolerantString } from './pageParts.common';
import { typeLabel } from './pageTypes';
import { sitePlaceJsonLd } from './placeStructuredData';
import type { PageMapInput, PageStructuredDataInput } from './types';

/**
 * Exhibitions and projects share their fields ("Exhibition and project": period, type,
 * location, subtitle, description, ticket module, knowledge modules, related items, titleImage,
 * heroData) and their template.
 */
export const EXHIBITION_FIELDS = /* groq */ `{
  subtitle,
  description,
  type,
  tags,
  "period": period{ from, to },
  "location": location{ name, details },
  "titleImage": titleImage${IMAGE},
  "heroData": heroData{
    layout,
    headerTypography,
    impactBackground,
    impactForeground,
    primaryBackground,
    primaryForeground,
    "floatingElement": floatingElement${IMAGE},
    "fallbackImage": fallbackImage${IMAGE}
  },
  "ticket": coalesce(ticket->, ticket){
    title,
    description,
    variantsTitle,
    variantsDisclaimer,
    "variants": variants[]{ title, price },
    "purchaseLink": purchaseLink{ title, url },
    "image": image${IMAGE}
  },
  "knowledge": knowledgeModules[]->${DOCUMENT_TEASER},
  "related": related[]->${DOCUMENT_TEASER},
  "place": *[_type == "siteConfig" && site == $site && locale == $locale][0]{ name, street, city, zip }
}`;

const ticketSchema = z.object({
  title: tolerantString,
  description: tolerantString,
  variantsTitle: tolerantString,
  variantsDisclaimer: tolerantString,
  variants: z
    .array(
      z
        .object({ title: z.string(), price: z.union([z.number(), z.string()]) })
        .nullable()
        .catch(null),
    )
    .nullish()
    .catch(null),
  purchaseLink: z.object({ title: tolerantString, url: tolerantString }).nullish().catch(null),
  image: imageSchema.nullish().catch(null),
});

export const exhibitionFieldsSchema = z.object({
  subtitle: tolerantString,
  description: tolerantString,
  type: tolerantString,
  tags: z.array(z.string().nullable().catch(null)).nullish().catch(null),
  period: periodSchema.nullish().catch(null),
  location: z.object({ name: tolerantString, details: tolerantString }).nullish().catch(null),
  titleImage: imageSchema.nullish().catch(null),
  heroData: z
    .object({
      layout: z.enum(['split', 'full']).nullish().catch(null),
      headerTypography: z.enum(['regular', 'large']).nullish().catch(null),
      ...themeSchema.shape,
      floatingElement: imageSchema.nullish().catch(null),
      fallbackImage: imageSchema.nullish().catch(null),
    })
    .nullish()
    .catch(null),
  ticket: ticketSchema.nullish().catch(null),
  knowledge: documentTeaserListSchema,
  related: documentTeaserListSchema,
  /** The site's place (its siteConfig), the exhibition's location in structured data. */
  place: z
    .object({ name: tolerantString, street: tolerantString, city: tolerantString, zip: tolerantString })
    .nullish()
    .catch(null),
});
export type ExhibitionFields = z.infer<typeof exhibitionFieldsSchema>;

/** The ticket block: dropped without a title; a purchase link only to an https address. */
function mapTicket(ticket: ExhibitionFields['ticket'], ctx: MapContext): TicketModuleModel | null {
  const title = ticket?.title?.trim();
  if (!ticket || !title) return null;
  const url = safeUrl(ticket.purchaseLink?.url, HTTPS_URL);
  return {
    title,
    description: ticket.description?.trim() || undefined,
    image: mapImage(ticket.image, ctx.locale, ctx.images),
    variantsTitle: ticket.variantsTitle?.trim() || undefined,
    variants: (ticket.variants ?? []).filter((variant) => variant !== null),
    variantsDisclaimer: ticket.variantsDisclaimer?.trim() || undefined,
    purchaseLink: url
      ? {
          label: ticket.purchaseLink?.title?.trim() || translate(ctx.locale, 'listBuyTicket'),
          href: url,
          kind: 'external',
        }
      : null,
  };
}

/** The exhibition template's model from an exhibition's or a project's fields. */
export function mapExhibitionPage(
  { page, fields, blocks, ctx }: PageMapInput<ExhibitionFields>,
  kind: 'exhibition' | 'project',
): ExhibitionPageModel {
  const experiences = kind === 'exhibition' && sites[ctx.site].relabelsExhibitionsAsExperiences;
  const hero = fields.heroData;
  const relatedTitle =
    kind === 'project' ? 'pageRelatedProjects' : experiences ? 'pageRelatedExperiences' : 'pageRelatedExhibitions';
  const knowledge = mapDocumentTeasers(fields.knowledge, ctx);
  const related = mapDocumentTeasers(fields.related, ctx);
  return {
    hero: {
      title: page.title,
      subtitle: fields.subtitle?.trim() || undefined,
      typeLabel: typeLabel(page._type, ctx.site, ctx.locale),
      period: fields.period ? { from: fields.period.from ?? undefined, to: fields.period.to ?? undefined } : null,
      // "type (special gives a special tag)"
      specialLabel:
        fields.type === 'special'
          ? translate(ctx.locale, experiences ? 'pageSpecialExperience' : 'pageSpecialExhibition')
          : undefined,
      tags: (fields.tags ?? []).filter((tag): tag is string => Boolean(tag?.trim())).map((label) => ({ label })),
      image: mapImage(fields.titleImage ?? hero?.fallbackImage, ctx.locale, ctx.images),
      layout: hero?.layout ?? 'split',
      headerTypography: hero?.headerTypography ?? 'regular',
      theme: mapTheme(hero),
      floatingElement: mapImage(hero?.floatingElement, ctx.locale, ctx.images),
    },
    description: fields.description?.trim() || undefined,
    location: fields.location?.name?.trim()
      ? { name: fields.location.name.trim(), details: fields.location.details?.trim() || undefined }
      : null,
    blocks,
    ticket: mapTicket(fields.ticket, ctx),
    knowledge: knowledge.length > 0 ? { title: translate(ctx.locale, 'pageKnowledgeHeading'), items: knowledge } : null,
    related: related.length > 0 ? { title: translate(ctx.locale, relatedTitle), items: related } : null,
    // A visit's practical facts beside an exhibition; a research project is not visited.
    practical: kind === 'exhibition' ? (ctx.practical ?? null) : null,
  };
}

/** A price as schema.org wants it: a number (95, or "95" written as text); null for "Fra 95 kr." or nothing. */
function offerPrice(price: string | number | null | undefined): number | null {
  if (typeof price === 'number') return Number.isFinite(price) && price >= 0 ? price : null;
  const text = price?.trim().replace(',', '.');
  return text && /^\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

/** The start or end of an exhibition day in Copenhagen, with its offset; null for a date that is not a real date. */
function copenhagenDateTime(day: string | null | undefined, time: string): string | null {
  try {
    return day ? copenhagenTime(day, time).iso : null;
  } catch {
    return null;
  }
}

/**
 * An exhibition as a schema.org ExhibitionEvent at the museum: name, start (the first day's start in Copenhagen,
 * with its offset) and end (the last day's end), the site as the Place with its address, status, image, and offers in
 * DKK from the ticket's variants with a price. None without a valid start date.
 */
export function exhibitionEvent({
  page,
  fields,
  ctx,
  url,
}: PageStructuredDataInput<ExhibitionFields>): Record<string, unknown>[] {
  const startDate = copenhagenDateTime(fields.period?.from, '00:00');
  if (!startDate) return [];
  const endDate = copenhagenDateTime(fields.period?.to, '23:59');
  const image = absoluteImageUrl(fields.titleImage ?? fields.heroData?.fallbackImage, ctx);
  const location = sitePlaceJsonLd(
    fields.place?.name?.trim() ? fields.place : { name: sites[ctx.site].name },
    fields.location?.name,
  );
  const purchaseUrl = safeUrl(fields.ticket?.purchaseLink?.url, HTTPS_URL);
  const offers = (fields.ticket?.variants ?? []).flatMap((variant) => {
    const price = offerPrice(variant?.price);
    return variant?.title?.trim() && price !== null
      ? [
          {
            '@type': 'Offer',
            name: variant.title.trim(),
            price,
            priceCurrency: 'DKK',
            ...(purchaseUrl ? { url: purchaseUrl } : {}),
          },
        ]
      : [];
  });
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ExhibitionEvent',
      name: page.title,
      url,
      inLanguage: ctx.locale,
      ...(fields.description ? { description: fields.description } : {}),
      startDate,
      ...(endDate && fields.period?.to && fields.period.to >= (fields.period.from ?? '') ? { endDate } : {}),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      ...(location ? { location } : {}),
      organizer: { '@id': siteNodeId(ctx.site, 'organization', ctx.hosts) },
      ...(image ? { image: [image] } : {}),
      ...(offers.length > 0 ? { offers } : {}),
    },
  ];
}
