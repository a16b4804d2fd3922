import { z } from 'zod';
import { imageSchema, optionalString, portableTextSchema } from './common.schema';

/** Schemas of each module the runtime can map, keyed by the CMS module type. */
export const moduleSchemas = {
  textSection: z.object({
    _key: z.string(),
    _type: z.literal('textSection'),
    heading: optionalString,
    body: portableTextSchema.nullish(),
  }),
  imageModule: z.object({
    _key: z.string(),
    _type: z.literal('imageModule'),
    caption: optionalString,
    layout: z.enum(['full', 'contained']).nullish(),
    image: imageSchema.nullish(),
  }),
} as const;

export type CmsModuleType = keyof typeof moduleSchemas;
export type CmsModule<T extends CmsModuleType> = z.infer<(typeof moduleSchemas)[T]>;
