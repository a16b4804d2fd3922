import { z } from 'zod';
import { imageSchema, linkSchema, optionalString, portableTextSchema, seoSchema, themeSchema } from './common.schema';

export const translationSchema = z.object({
  title: optionalString,
  slug: optionalString,
  locale: z.string(),
  _type: z.string(),
});

/** A module is validated on its own later (a broken one degrades alone), so here it is only tagged. */
export const rawModuleSchema = z.looseObject({ _key: optionalString, _type: z.string() });
export type RawModule = z.infer<typeof rawModuleSchema>;

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
  theme: themeSchema.nullish().catch(null),
  navigationColor: z.enum(['foreground', 'background']).nullish().catch(null),
  translations: z.array(translationSchema).nullish().catch(null),
  modules: z.array(rawModuleSchema).nullish().catch(null),
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
