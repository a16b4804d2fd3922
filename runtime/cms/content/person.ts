import { z } from 'zod';
import { type ContactPersonModel, isReachable } from '@design-system/blocks/Contact';
import { plainOf } from '../pages/pageDescription';
import { imageSchema, optionalString, portableTextSchema, tolerantList } from './common.schema';
import type { MapContext } from './context';
import { IMAGE, PORTABLE_TEXT } from './fragments';
import { mapImage } from './image.mapper';
import { plainText, text } from './text';

/**
 * A person document wherever a page shows people: the contact module's contacts, a research unit's people, a press
 * release's or publication's authors. One projection, one schema, one mapper.
 */

/** Text that is either one string or one per locale (a localeString object). */
const localized = (field: string) => `select(${field}._type == "localeString" => ${field}[$locale], ${field})`;

/** A person document (the spec: name, title, phone, email, excerpt or bio, image). */
export const PERSON = /* groq */ `{
  _id,
  name,
  "title": ${localized('title')},
  phone,
  email,
  "excerpt": ${localized('excerpt')},
  "bio": bio${PORTABLE_TEXT},
  "image": image${IMAGE}
}`;

const personSchema = z.object({
  _id: optionalString,
  name: optionalString,
  title: optionalString,
  phone: optionalString,
  email: optionalString,
  excerpt: optionalString,
  bio: portableTextSchema.nullish().catch(null),
  image: imageSchema.nullish().catch(null),
});

/** People where one broken entry, or a reference to a deleted person (null), is dropped alone. */
export const peopleSchema = tolerantList(personSchema);

/**
 * A person to contact (name, title, phone, email, excerpt or bio, image). "Contacts … without title or url are
 * dropped": a person without a name, or without a phone number or e-mail address to reach them by, gives null.
 */
export function mapPerson(person: z.infer<typeof personSchema>, ctx: MapContext): ContactPersonModel | null {
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

/** People to contact; the unreachable are left out. */
export function mapPeople(people: z.infer<typeof peopleSchema>, ctx: MapContext): ContactPersonModel[] {
  return people.map((person) => mapPerson(person, ctx)).filter((person) => person !== null);
}
