import { z } from 'zod';
import type { ContactPersonModel } from '../../../design-system/blocks/Contact';
import type { InfoListItem } from '../../../design-system/blocks/InfoList';
import { formatLongDate } from '../../../design-system/format/dates';
import { translate } from '../../../design-system/i18n/dictionary';
import type { TeaserModel } from '../../../design-system/primitives/Teaser';
import { absoluteUrl } from '../../sites/urls';
import type { MapContext } from '../mappers/context';
import { mapImage } from '../mappers/image.mapper';
import { mapLink } from '../mappers/link.mapper';
import { mapContactPerson } from '../mappers/modules/contact.mapper';
import { typeLabel } from '../pageTypes';
import { IMAGE, PORTABLE_TEXT } from '../queries/fragments';
import { imageSchema, optionalString } from '../schemas/common.schema';

/**
 * What the exhibition, project, collection, research, press, publication, service and practical
 * information page types share: teaser projections of related documents, people, facts.
 */

/** A referenced page shown as a teaser: enough to link to it on its site, in its locale. */
export const TEASER = /* groq */ `{
  _id,
  _type,
  title,
  "slug": slug.current,
  site,
  locale,
  "description": coalesce(teaserDescription, excerpt, description, hero.intro),
  "image": coalesce(titleImage, image, hero.image)${IMAGE},
  "period": period{ from, to },
  publishedDate
}`;

/** A calendar date `yyyy-MM-dd`; anything else is dropped. */
export const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const periodSchema = z.object({
  from: calendarDate.nullish().catch(null),
  to: calendarDate.nullish().catch(null),
});
export type CmsPeriod = z.infer<typeof periodSchema>;

export const teaserSchema = z.object({
  _id: z.string(),
  _type: z.string(),
  title: optionalString,
  slug: optionalString,
  site: optionalString,
  locale: optionalString,
  description: optionalString,
  image: imageSchema.nullish().catch(null),
  period: periodSchema.nullish().catch(null),
  publishedDate: calendarDate.nullish().catch(null),
});
export type CmsTeaser = z.infer<typeof teaserSchema>;

/** A list of teasers where one broken entry is dropped alone. */
export const teaserListSchema = z
  .array(z.unknown())
  .nullish()
  .catch(null)
  .transform((items) =>
    (items ?? []).flatMap((item) => {
      const parsed = teaserSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  );

/** A referenced page to a teaser (type label computed per site: exhibitions are experiences on some). */
export function mapTeaser(doc: CmsTeaser, ctx: MapContext): TeaserModel | null {
  const title = doc.title?.trim();
  if (!title) return null;
  const link = mapLink(
    { type: 'internal', title, targetType: doc._type, slug: doc.slug, site: doc.site, locale: doc.locale },
    ctx,
  );
  const from = doc.period?.from;
  // An open-ended period ("Fra 5. marts 2026") is text: a lone date would read as a single day.
  const openEnded = from && !doc.period?.to ? openEndedText(from, ctx.locale) : undefined;
  const date = from
    ? openEnded
      ? undefined
      : { from, to: doc.period?.to ?? undefined }
    : doc.publishedDate
      ? { from: doc.publishedDate }
      : undefined;
  return {
    key: doc._id,
    title,
    link,
    image: mapImage(doc.image, ctx.locale, ctx.images),
    typeLabel: typeLabel(doc._type, ctx.site, ctx.locale),
    date,
    dateText: openEnded,
    description: doc.description?.trim() || undefined,
  };
}

function openEndedText(from: string, locale: string): string | undefined {
  try {
    return translate(locale, 'pagePeriodFrom').replace('{date}', formatLongDate(from, locale));
  } catch {
    return undefined;
  }
}

export function mapTeasers(docs: CmsTeaser[] | null | undefined, ctx: MapContext): TeaserModel[] {
  return (docs ?? []).map((doc) => mapTeaser(doc, ctx)).filter((teaser): teaser is TeaserModel => teaser !== null);
}

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
