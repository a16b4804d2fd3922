import { z } from 'zod';
import { imageSchema, linkSchema, optionalString, portableTextSchema } from '../content/common.schema';

/**
 * The calendar area's CMS shapes as the queries project them (calendar.fragment.ts): events, opening hours and
 * tickets (the modules that show them: runtime/cms/modules/calendar.modules.ts). Tolerant: a broken field becomes null, a broken event or ticket in a list is left out alone with a warning.
 * The date and time rules themselves (real dates, `HH:mm` times) are checked by runtime/domain, which leaves out what
 * it cannot read.
 */

const dateRangeSchema = z.object({ from: z.string(), to: z.string() });
const timeRangeSchema = z.object({ from: z.string(), to: z.string() });
const flag = z.boolean().nullish().catch(null);

export const occurrenceSchema = z.object({
  _key: optionalString,
  period: dateRangeSchema.nullish().catch(null),
  type: z.enum(['timeslot', 'freeform']),
  hours: timeRangeSchema.nullish().catch(null),
  timeframes: z
    .array(z.object({ _key: optionalString, label: optionalString, from: optionalString, to: optionalString }))
    .nullish()
    .catch(null),
  monday: flag,
  tuesday: flag,
  wednesday: flag,
  thursday: flag,
  friday: flag,
  saturday: flag,
  sunday: flag,
});

export const ticketVariantSchema = z.object({
  _key: optionalString,
  title: optionalString,
  capacity: z.number().nullish().catch(null),
  price: z.union([z.number(), z.string()]).nullish().catch(null),
  score: z.number().nullish().catch(null),
});
export type CmsTicketVariant = z.infer<typeof ticketVariantSchema>;

const purchaseLinkSchema = z.object({ title: optionalString, url: optionalString });

/** A list whose broken items are left out alone, with a warning. */
function tolerantList<T extends z.ZodType>(item: T, what: string) {
  return z
    .array(z.unknown())
    .nullish()
    .catch(null)
    .transform((items) =>
      (items ?? []).flatMap((raw) => {
        if (raw === null || raw === undefined) return []; // a broken reference
        const parsed = item.safeParse(raw);
        if (parsed.success) return [parsed.data as z.infer<T>];
        console.warn(`[content] ${what} left out: ${parsed.error.issues[0]?.message}`);
        return [];
      }),
    );
}

export const ticketSchema = z.object({
  _id: optionalString,
  title: optionalString,
  slug: optionalString,
  locale: optionalString,
  site: optionalString,
  description: optionalString,
  variantsTitle: optionalString,
  variantsDisclaimer: optionalString,
  variants: tolerantList(ticketVariantSchema, 'Ticket variant'),
  benefitsTitle: optionalString,
  benefits: z.array(z.string()).nullish().catch(null),
  image: imageSchema.nullish().catch(null),
  purchaseLink: purchaseLinkSchema.nullish().catch(null),
  faqTitle: optionalString,
  faq: z
    .array(z.object({ _key: optionalString, question: optionalString, answer: portableTextSchema.nullish() }))
    .nullish()
    .catch(null),
});
export type CmsTicket = z.infer<typeof ticketSchema>;

export const eventSchema = z.object({
  _id: z.string(),
  site: optionalString,
  locale: optionalString,
  title: z.string(),
  teaserDescription: optionalString,
  tags: z.array(z.string()).nullish().catch(null),
  eventFormat: z.enum(['period', 'occurrences']),
  period: dateRangeSchema.nullish().catch(null),
  periodOccurrences: tolerantList(occurrenceSchema, 'Period occurrence'),
  occurrences: tolerantList(occurrenceSchema, 'Occurrence'),
  cancellations: z.array(z.string()).nullish().catch(null),
  openingHoursFreeText: optionalString,
  showInCalendar: z.boolean().nullish().catch(null),
  location: optionalString,
  image: imageSchema.nullish().catch(null),
  page: z
    .object({ slug: optionalString, locale: optionalString, site: optionalString, title: optionalString })
    .nullish()
    .catch(null),
  tickets: tolerantList(
    z.object({
      title: optionalString,
      slug: optionalString,
      locale: optionalString,
      site: optionalString,
      variants: tolerantList(ticketVariantSchema, 'Ticket variant'),
      purchaseLink: purchaseLinkSchema.nullish().catch(null),
    }),
    'Event ticket',
  ),
});
export type CmsEvent = z.infer<typeof eventSchema>;

/** A list of events; a broken event is left out alone (logged). */
export const eventListSchema = tolerantList(eventSchema, 'Event');

const hoursOrClosed = timeRangeSchema.nullish().catch(null);

export const openingHoursSchema = z.object({
  periods: tolerantList(
    z.object({
      _key: optionalString,
      period: dateRangeSchema,
      monday: hoursOrClosed,
      tuesday: hoursOrClosed,
      wednesday: hoursOrClosed,
      thursday: hoursOrClosed,
      friday: hoursOrClosed,
      saturday: hoursOrClosed,
      sunday: hoursOrClosed,
    }),
    'Opening-hours period',
  ),
  closedDays: tolerantList(
    z.object({
      _key: optionalString,
      date: z.string(),
      reason: z.record(z.string(), z.string()).nullish().catch(null),
    }),
    'Closed day',
  ),
  openDays: tolerantList(z.object({ _key: optionalString, date: z.string(), hours: timeRangeSchema }), 'Open day'),
});
export type CmsOpeningHours = z.infer<typeof openingHoursSchema>;

export const ribbonSchema = z.object({ text: optionalString, link: linkSchema.nullish().catch(null) });
export type CmsRibbon = z.infer<typeof ribbonSchema>;

/** The shell's opening hours (root data, rootData/openingHours.fragment.ts). */
export const shellHoursSchema = z
  .object({
    openingHours: openingHoursSchema.nullish().catch(null),
    practicalInfo: linkSchema.nullish().catch(null),
  })
  .nullish()
  .catch(null);
export type CmsShellHours = z.infer<typeof shellHoursSchema>;
