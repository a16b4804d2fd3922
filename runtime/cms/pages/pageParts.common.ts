import { z } from 'zod';
import type { ContactPersonModel } from '@design-system/blocks/Contact';
import type { InfoListItem } from '@design-system/blocks/InfoList';
import { absoluteUrl } from '@runtime/sites/urls';
import { imageSchema, optionalString } from '../content/common.schema';
import type { MapContext } from '../content/context';
import { IMAGE, PORTABLE_TEXT } from '../content/fragments';
import { mapImage } from '../content/image.mapper';
import { mapContactPerson } from '../modules/contact.modules';

/**
 * What the exhibition, project, collection, research, press, publication, service and practical
 * information page types share: people and facts. Related documents are teasers like every other link to a
 * page (DOCUMENT_TEASER, mapDocumentTeasers: runtime/cms/teasers/documentTeaser.mapper.ts).
 */

/** Text that is either one string or one per locale (a localeString object). */
const localized = (field: string) => `select(${field}._type == "localeString" => ${field}[$locale], ${field})`;

/** A contact person document (the spec: name, title, phone, email, excerpt or bio, image). */
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
  bio: z.array(z.unknown()).nullish().catch(null),
  image: imageSchema.nullish().catch(null),
});

/** People where one broken entry is dropped alone. */
export const peopleSchema = z
  .array(z.unknown())
  .nullish()
  .catch(null)
  .transform((items) =>
    (items ?? []).flatMap((item) => {
      const parsed = personSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  );

/** People to contact; "Contacts … without title or url are dropped": unreachable people are left out. */
export function mapPeople(people: z.infer<typeof peopleSchema>, ctx: MapContext): ContactPersonModel[] {
  return people
    .map((person) => mapContactPerson({ ...person, bio: (person.bio ?? null) as { _type: string }[] | null }, ctx))
    .filter((person): person is ContactPersonModel => person !== null);
}

/** Key/value facts; an item without a label or value is dropped. */
export const infoItemsSchema = z
  .array(z.unknown())
  .nullish()
  .catch(null)
  .transform((items) =>
    (items ?? []).flatMap((item) => {
      const parsed = z.object({ label: z.string(), value: z.string() }).safeParse(item);
      return parsed.success && parsed.data.label.trim() && parsed.data.value.trim() ? [parsed.data] : [];
    }),
  );

export function mapInfoItems(items: { label: string; value: string }[]): InfoListItem[] {
  return items.map((item) => ({ label: item.label.trim(), value: item.value.trim() }));
}

/** A string field that degrades to null when it is not a string. */
export const tolerantString = optionalString.catch(null);

/** An image's absolute URL on the site's origin, for structured data. */
export function absoluteImageUrl(
  image: z.infer<typeof imageSchema> | null | undefined,
  ctx: MapContext,
): string | undefined {
  const mapped = mapImage(image, ctx.locale, ctx.images);
  return mapped ? absoluteUrl(ctx.site, mapped.src, ctx.hosts) : undefined;
}
