import type { CallToActionItem } from '@design-system/blocks/CallToAction';
import { type ContactPersonModel, isReachable } from '@design-system/blocks/Contact';
import { newsletterSignupUrl } from '@design-system/blocks/Newsletter';
import { type CmsContactPerson, callToActionItemSchema } from '@runtime/cms/modules/moduleSchemas';
import { HTTPS_OR_PATH, safeUrl } from '@runtime/security/safeUrl';
import type { MapContext } from '../content/context';
import { mapImage } from '../content/image.mapper';
import { mapLink, mapLinks } from '../content/link.mapper';
import { mapPortableText } from '../content/portableText.mapper';
import { plainOf } from '../pages/pageDescription';
import { type ModuleMappers, plainText, text } from './defineModule';

/**
 * A contact person (name, title, phone, email, excerpt or bio, image). "Contacts … without title or
 * url are dropped": a person without a name, or without a phone number or e-mail address
 * to reach them by, gives null.
 */
export function mapContactPerson(person: CmsContactPerson | null, ctx: MapContext): ContactPersonModel | null {
  if (!person) return null;
  const model: ContactPersonModel = {
    name: plainText(person.name),
    title: plainText(person.title) || undefined,
    phone: text(person.phone),
    email: text(person.email),
    bio: plainText(person.excerpt) || plainOf(person.bio) || undefined,
    image: mapImage(person.image, ctx.locale, ctx.images),
  };
  return isReachable(model) ? model : null;
}

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

/** People and sign-ups: contact, newsletter, call to action. */
export const contactMappers: ModuleMappers<'contact' | 'newsletter' | 'callToAction'> = {
  contact: (module, ctx) => {
    const people = (module.people ?? [])
      .map((person) => mapContactPerson(person, ctx))
      .filter((person): person is ContactPersonModel => person !== null);
    if (people.length === 0) return null;
    return { _type: 'contact', _key: module._key, title: text(module.title), people };
  },

  /** Newsletter: list (account, region, listId, userId) → the sign-up address; title, content, links, terms. */
  newsletter: (module, ctx) => {
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

  /** Call to action: file or link items. "A call-to-action module with no items is dropped". */
  callToAction: (module, ctx) => {
    const items = (module.items ?? [])
      .map((item) => mapCallToActionItem(item, ctx))
      .filter((item): item is CallToActionItem => item !== null);
    if (items.length === 0) return null;
    return { _type: 'callToAction', _key: module._key, title: text(module.title), items };
  },
};
