import { z } from 'zod';

/** Schemas of the projected query results (the CMS shapes this runtime reads). Nulls are GROQ's "absent". */
export const optionalString = z.string().nullish();

/**
 * A list where one broken entry, or a reference to a deleted document (GROQ's null), is dropped alone; a list that
 * is not one reads as empty.
 */
export function tolerantList<Item extends z.ZodType>(item: Item) {
  return z
    .array(z.unknown())
    .nullish()
    .catch(null)
    .transform((entries) =>
      (entries ?? []).flatMap((entry) => {
        const parsed = item.safeParse(entry);
        return parsed.success ? [parsed.data as z.output<Item>] : [];
      }),
    );
}

/** A calendar date `yyyy-MM-dd`; anything else is dropped. */
export const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** An exhibition's or project's period: from and to, each a calendar date or nothing. */
export const periodSchema = z.object({
  from: calendarDate.nullish().catch(null),
  to: calendarDate.nullish().catch(null),
});
export type CmsPeriod = z.infer<typeof periodSchema>;

export const imageSchema = z.object({
  assetId: z.string().nullish(),
  url: z.string().nullish(),
  width: z.number().positive().nullish(),
  height: z.number().positive().nullish(),
  lqip: optionalString,
  alt: optionalString,
  hotspot: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }).nullish(),
  crop: z.object({ top: z.number(), bottom: z.number(), left: z.number(), right: z.number() }).nullish(),
});
export type CmsImage = z.infer<typeof imageSchema>;

export const linkSchema = z.object({
  _key: optionalString,
  type: z.enum(['internal', 'external', 'crossSite']).nullish(),
  title: optionalString,
  href: optionalString,
  targetType: optionalString,
  slug: optionalString,
  site: optionalString,
  locale: optionalString,
});
export type CmsLink = z.infer<typeof linkSchema>;

const hex = z.string().regex(/^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/);

export const themeSchema = z.object({
  primaryBackground: hex.nullish(),
  primaryForeground: hex.nullish(),
  impactBackground: hex.nullish(),
  impactForeground: hex.nullish(),
});
export type CmsTheme = z.infer<typeof themeSchema>;

/** Portable Text arrives as data; its own renderer decides what is safe to show. */
export const portableTextSchema = z.array(z.looseObject({ _type: z.string(), _key: z.string().optional() }));

export const seoSchema = z.object({
  title: optionalString,
  description: optionalString,
  ogDescription: optionalString,
  injectedH1: optionalString,
  indexingOptions: z.enum(['index', 'noindex']).nullish(),
  structuredData: optionalString,
  image: imageSchema.nullish(),
});
export type CmsSeo = z.infer<typeof seoSchema>;
