import { z } from 'zod';
import { calendarModuleSchemas } from '../calendar/calendar.schema';
import { imageSchema, linkSchema, optionalString, portableTextSchema, themeSchema } from '../content/common.schema';
import { teaserListModuleSchemas } from './teaserLists.schema';

const base = <T extends string>(type: T) => ({ _key: z.string(), _type: z.literal(type) });

const billboardItemSchema = z.object({
  _key: optionalString,
  title: optionalString,
  description: optionalString,
  label: optionalString,
  image: imageSchema.nullish(),
  link: linkSchema.nullish(),
  theme: themeSchema.nullish(),
});
export type CmsBillboardItem = z.infer<typeof billboardItemSchema>;

/** The referenced document of a billboardWithReference, as projected (null when the reference is broken). */
const billboardReferenceSchema = z.object({
  _type: z.string(),
  title: optionalString,
  slug: optionalString,
  site: optionalString,
  locale: optionalString,
  description: optionalString,
  image: imageSchema.nullish(),
  publishedAt: optionalString,
  duration: z.number().nullish(),
  seasonName: optionalString,
  episodeNumber: z.number().int().nullish(),
  seasonCount: z.number().int().nullish(),
  showTitle: optionalString,
});
export type CmsBillboardReference = z.infer<typeof billboardReferenceSchema>;

const contactPersonSchema = z.object({
  _id: optionalString,
  name: optionalString,
  title: optionalString,
  phone: optionalString,
  email: optionalString,
  excerpt: optionalString,
  bio: portableTextSchema.nullish(),
  image: imageSchema.nullish(),
});
export type CmsContactPerson = z.infer<typeof contactPersonSchema>;

/** One call-to-action item: a file (its asset's url, size in bytes and extension) or a link. */
export const callToActionItemSchema = z.discriminatedUnion('_type', [
  z.object({
    _key: optionalString,
    _type: z.literal('fileItem'),
    title: optionalString,
    url: optionalString,
    size: z.number().nullish(),
    extension: optionalString,
  }),
  linkSchema.extend({ _type: z.literal('link') }),
]);
export type CmsCallToActionItem = z.infer<typeof callToActionItemSchema>;

/** Schemas of each module the runtime can map, keyed by the CMS module type (the shapes MODULES projects). */
export const moduleSchemas = {
  textSection: z.object({
    ...base('textSection'),
    heading: optionalString,
    body: portableTextSchema.nullish(),
  }),
  imageModule: z.object({
    ...base('imageModule'),
    caption: optionalString,
    layout: z.enum(['full', 'contained']).nullish(),
    image: imageSchema.nullish(),
  }),
  accordion: z.object({
    ...base('accordion'),
    title: optionalString,
    items: z
      .array(z.object({ _key: optionalString, title: optionalString, content: portableTextSchema.nullish() }))
      .nullish(),
  }),
  billboardSingle: billboardItemSchema.extend(base('billboardSingle')),
  billboardDouble: z.object({
    ...base('billboardDouble'),
    title: optionalString,
    items: z.array(billboardItemSchema).nullish(),
  }),
  billboardWithReference: z.object({
    ...base('billboardWithReference'),
    reference: billboardReferenceSchema.nullish(),
  }),
  textRibbon: z.object({
    ...base('textRibbon'),
    text: optionalString,
    link: linkSchema.nullish(),
  }),
  imageDetail: z.object({
    ...base('imageDetail'),
    heading: optionalString,
    body: portableTextSchema.nullish(),
    caption: optionalString,
    image: imageSchema.nullish(),
    detail: z
      .object({ x: z.number().nullish(), y: z.number().nullish(), zoom: z.number().nullish(), alt: optionalString })
      .nullish(),
  }),
  imageSlider: z.object({
    ...base('imageSlider'),
    title: optionalString,
    prefix: optionalString,
    disableLightbox: z.boolean().nullish(),
    images: z
      .array(z.object({ _key: optionalString, caption: optionalString, image: imageSchema.nullish() }))
      .nullish(),
  }),
  styledTextAndVisual: z.object({
    ...base('styledTextAndVisual'),
    heading: optionalString,
    subheading: optionalString,
    description: optionalString,
    label: optionalString,
    isReversed: z.boolean().nullish(),
    link: linkSchema.nullish(),
    image: imageSchema.nullish(),
  }),
  statement: z.object({
    ...base('statement'),
    personName: optionalString,
    title: optionalString,
    quote: optionalString,
  }),
  iframeEmbed: z.object({
    ...base('iframeEmbed'),
    url: optionalString,
    title: optionalString,
    width: z.number().nullish(),
    height: z.number().nullish(),
  }),
  embed: z.object({
    ...base('embed'),
    code: optionalString,
  }),
  contact: z.object({
    ...base('contact'),
    title: optionalString,
    /** A reference to a deleted person resolves to null. */
    people: z.array(contactPersonSchema.nullable()).nullish(),
  }),
  newsletter: z.object({
    ...base('newsletter'),
    title: optionalString,
    content: portableTextSchema.nullish(),
    list: z
      .object({ account: optionalString, region: optionalString, listId: optionalString, userId: optionalString })
      .nullish(),
    links: z.array(linkSchema.nullable()).nullish(),
    terms: portableTextSchema.nullish(),
  }),
  callToAction: z.object({
    ...base('callToAction'),
    title: optionalString,
    /** Each item is validated on its own by the mapper: an unknown or broken item is dropped, not fatal. */
    items: z.array(z.unknown()).nullish(),
  }),
  video: z.object({
    ...base('video'),
    playbackId: optionalString,
    type: z.enum(['full', 'clip']).nullish(),
    caption: optionalString,
    range: optionalString,
    transcript: optionalString,
    duration: z.number().nullish(),
    poster: imageSchema.nullish(),
    layout: z.enum(['full', 'contained']).nullish(),
    label: optionalString,
    title: optionalString,
    description: optionalString,
  }),
  infoList: z.object({
    ...base('infoList'),
    title: optionalString,
    items: z.array(z.object({ _key: optionalString, label: optionalString, value: optionalString })).nullish(),
  }),
  ...calendarModuleSchemas,
  ...teaserListModuleSchemas,
} as const;

export type CmsModuleType = keyof typeof moduleSchemas;
export type CmsModule<T extends CmsModuleType> = z.infer<(typeof moduleSchemas)[T]>;
