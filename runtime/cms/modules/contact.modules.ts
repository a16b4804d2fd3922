import { z } from 'zod';
import type { CallToActionItem } from '@design-system/blocks/CallToAction';
import { newsletterSignupUrl } from '@design-system/blocks/Newsletter';
import { HTTPS_OR_PATH, safeUrl } from '@runtime/security/safeUrl';
import { linkSchema, optionalString, portableTextSchema } from '../content/common.schema';
import type { MapContext } from '../content/context';
import { LINK, PORTABLE_TEXT } from '../content/fragments';
import { mapLink, mapLinks } from '../content/link.mapper';
import { mapPeople, PERSON, peopleSchema } from '../content/person';
import { mapPortableText } from '../content/portableText.mapper';
import { text } from '../content/text';
import { defineModule } from './defineModule';

/** People and sign-ups: contact, newsletter, call to action. */

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

/** One call-to-action item: a file with a title and address, or a link with a title and target. */
function mapCallToActionItem(raw: unknown, ctx: MapContext): CallToActionItem | null {
  const parsed = callToActionItemSchema.safeParse(raw);
  if (!parsed.success) return null;
  const item = parsed.data;
  if (item._type === 'link') {
    const link = mapLink(item, ctx);
    return link ? { kind: 'link', link } : null;
  }
  const label = text(item.title);
  // A file is on https or on this site.
  const href = safeUrl(item.url, HTTPS_OR_PATH);
  if (!label || !href) return null;
  return {
    kind: 'file',
    label,
    href,
    fileType: text(item.extension),
    sizeBytes: item.size && item.size > 0 ? item.size : undefined,
  };
}

export const contactModule = defineModule({
  type: 'contact',
  projection: /* groq */ `{ title, "people": people[]->${PERSON} }`,
  schema: z.object({
    title: optionalString,
    people: peopleSchema,
  }),
  map: (module, ctx) => {
    const people = mapPeople(module.people, ctx);
    if (people.length === 0) return null;
    return { _type: 'contact', _key: module._key, title: text(module.title), people };
  },
});

/** Newsletter: list (account, region, listId, userId) → the sign-up address; title, content, links, terms. */
export const newsletterModule = defineModule({
  type: 'newsletter',
  projection: /* groq */ `{
    title,
    "content": content${PORTABLE_TEXT},
    "list": list{ account, region, listId, userId },
    "links": linkList[]${LINK},
    "terms": terms${PORTABLE_TEXT}
  }`,
  schema: z.object({
    title: optionalString,
    content: portableTextSchema.nullish(),
    list: z
      .object({ account: optionalString, region: optionalString, listId: optionalString, userId: optionalString })
      .nullish(),
    links: z.array(linkSchema.nullable()).nullish(),
    terms: portableTextSchema.nullish(),
  }),
  map: (module, ctx) => {
    const title = text(module.title);
    const signupUrl = newsletterSignupUrl({
      account: module.list?.account ?? undefined,
      region: module.list?.region ?? undefined,
      listId: module.list?.listId ?? undefined,
      userId: module.list?.userId ?? undefined,
    });
    if (!title || !signupUrl) return null;
    return {
      _type: 'newsletter',
      _key: module._key,
      title,
      content: mapPortableText(module.content, ctx),
      signupUrl,
      links: mapLinks(module.links, ctx),
      terms: mapPortableText(module.terms, ctx),
    };
  },
});

/** Call to action: file or link items. "A call-to-action module with no items is dropped". */
export const callToActionModule = defineModule({
  type: 'callToAction',
  projection: /* groq */ `{
    title,
    "items": items[]{
      _key,
      _type,
      _type == "fileItem" => {
        title,
        "url": file.asset->url,
        "size": file.asset->size,
        "extension": file.asset->extension
      },
      _type == "link" => ${LINK}
    }
  }`,
  schema: z.object({
    title: optionalString,
    /** Each item is validated on its own by the mapper: an unknown or broken item is dropped, not fatal. */
    items: z.array(z.unknown()).nullish(),
  }),
  map: (module, ctx) => {
    const items = (module.items ?? [])
      .map((item) => mapCallToActionItem(item, ctx))
      .filter((item): item is CallToActionItem => item !== null);
    if (items.length === 0) return null;
    return { _type: 'callToAction', _key: module._key, title: text(module.title), items };
  },
});

export const contactModules = [contactModule, newsletterModule, callToActionModule] as const;
