import { z } from 'zod';
import {
  imageSchema,
  linkSchema,
  optionalString,
  portableTextSchema,
  seoSchema,
  themeSchema,
} from '../content/common.schema';

export const translationSchema = z.object({
  title: optionalString,
  slug: optionalString,
  locale: z.string(),
  _type: z.string(),
});

/** A module is validated on its own later (a broken one degrades alone), so here it is only tagged. */
export const rawModuleSchema = z.looseObject({ _key: optionalString, _type: z.string() });
export type RawModule = z.infer<typeof rawModuleSchema>;

/**
 * The module list element by element: something that is not a tagged object (a string, null, an
 * object without `_type`) is dropped alone with a warning, and the other modules still render.
 */
const modulesSchema = z
  .array(z.unknown())
  .nullish()
  .catch(null)
  .transform((items): RawModule[] | null | undefined => {
    if (!items) return items;
    const modules: RawModule[] = [];
    for (const item of items) {
      const parsed = rawModuleSchema.safeParse(item);
      if (parsed.success) modules.push(parsed.data);
      else console.warn(`[content] A module without a type skipped: ${JSON.stringify(item)?.slice(0, 80)}`);
    }
    return modules;
  });

export const featuredItemSchema = z.object({
  _key: z.string(),
  title: z.string(),
  description: optionalString,
  overlay: z.boolean().nullish(),
  theme: themeSchema.nullish(),
  image: imageSchema.nullish(),
  link: linkSchema.nullish(),
});

/** The fields every page type has; the type's own fields pass through to its definition's schema. */
export const pageSchema = z.looseObject({
  _id: z.string(),
  _type: z.string(),
  _createdAt: optionalString,
  _updatedAt: optionalString,
  title: z.string(),
  slug: optionalString,
  locale: z.string(),
  site: z.string(),
  seo: seoSchema.nullish().catch(null),
  /** The page's own short text: plain, or rich text (an episode's description). */
  teaserText: z
    .union([z.string(), z.array(z.looseObject({ _type: z.string() }))])
    .nullish()
    .catch(null),
  heroImage: imageSchema.nullish().catch(null),
  theme: themeSchema.nullish().catch(null),
  navigationColor: z.enum(['foreground', 'background']).nullish().catch(null),
  translations: z.array(translationSchema).nullish().catch(null),
  modules: modulesSchema.optional(),
});
export type CmsPage = z.infer<typeof pageSchema>;

export const redirectSchema = z.object({
  statusCode: z.number().int().nullish(),
  to: linkSchema.nullish(),
});
export type CmsRedirect = z.infer<typeof redirectSchema>;

export const notFoundSchema = z.object({
  _id: z.string(),
  title: optionalString,
  text: optionalString,
  body: portableTextSchema.nullish().catch(null),
});
export type CmsNotFound = z.infer<typeof notFoundSchema>;

/** The result of PAGE_QUERY. */
export const pageQueryResultSchema = z.object({
  page: z.unknown(),
  redirect: redirectSchema.nullish().catch(null),
  notFound: notFoundSchema.nullish().catch(null),
});
