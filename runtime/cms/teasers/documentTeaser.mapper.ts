import { z } from 'zod';
import { formatLongDate } from '@design-system/format/dates';
import type { DictionaryKey } from '@design-system/i18n/dictionary';
import { translate } from '@design-system/i18n/dictionary';
import type { BreadcrumbItem } from '@design-system/primitives/Breadcrumb';
import type { TagModel } from '@design-system/primitives/Tag';
import type { TeaserModel } from '@design-system/primitives/Teaser';
import { imageSchema, optionalString, periodSchema, tolerantList } from '../content/common.schema';
import type { MapContext } from '../content/context';
import { type ImageSizing, mapImage } from '../content/image.mapper';
import { mapLink } from '../content/link.mapper';
import { typeLabel } from '../pages/pageTypes';

/** The projection DOCUMENT_TEASER, tolerant field by field. */
export const documentTeaserSchema = z.object({
  _id: z.string(),
  _type: z.string(),
  title: optionalString.catch(null),
  slug: optionalString.catch(null),
  site: optionalString.catch(null),
  locale: optionalString.catch(null),
  description: optionalString.catch(null),
  image: imageSchema.nullish().catch(null),
  publishedAt: optionalString.catch(null),
  period: periodSchema.nullish().catch(null),
  duration: z.number().nonnegative().nullish().catch(null),
  seasonName: optionalString.catch(null),
  episodeNumber: z.number().int().positive().nullish().catch(null),
  playbackUrl: optionalString.catch(null),
  showTitle: optionalString.catch(null),
  seasonCount: z.number().int().nonnegative().nullish().catch(null),
  tags: z.array(z.string()).nullish().catch(null),
});
export type CmsDocumentTeaser = z.infer<typeof documentTeaserSchema>;

/** A list of teaser documents where a broken entry is dropped alone (GROQ gives null for a missing reference). */
export const documentTeaserListSchema = tolerantList(documentTeaserSchema);

export const trailItemSchema = z.object({
  _id: z.string(),
  _type: z.string(),
  title: optionalString,
  slug: optionalString,
  site: optionalString,
  locale: optionalString,
});
export type CmsTrailItem = z.infer<typeof trailItemSchema>;

/** The href of a page document on this site (or absolute on another), or null when it cannot be linked. */
export function documentHref(doc: CmsTrailItem | CmsDocumentTeaser, ctx: MapContext): string | null {
  const link = mapLink(
    {
      type: doc.site && doc.site !== ctx.site ? 'crossSite' : 'internal',
      title: doc.title ?? doc._type,
      targetType: doc._type,
      slug: doc.slug,
      site: doc.site,
      locale: doc.locale,
    },
    ctx,
  );
  return link?.href ?? null;
}

/** Education tag keys to the spec's labels (section 3: topic "Undervisningsforløb", materials "Materialer"). */
const EDUCATION_TAGS: Record<string, DictionaryKey> = {
  topic: 'educationTagTopic',
  materials: 'educationTagMaterials',
};

/**
 * Spec: "An unknown education tag is logged and gives empty text." The empty label is then left
 * out by the tag list.
 */
export function educationTagLabel(tag: string, locale: string): string {
  const key = EDUCATION_TAGS[tag];
  if (!key) {
    console.warn(`[content] Unknown education tag "${tag}"`);
    return '';
  }
  return translate(locale, key);
}

export function mapEducationTags(tags: string[] | null | undefined, locale: string): TagModel[] {
  return (tags ?? []).map((tag) => ({ label: educationTagLabel(tag, locale) })).filter((tag) => tag.label);
}

/** The season/episode line of an episode teaser, e.g. "Sæson 2 · Episode 4". */
export function episodePrefix(
  seasonName: string | null | undefined,
  episodeNumber: number | null | undefined,
  locale: string,
) {
  const parts = [
    seasonName?.trim(),
    episodeNumber ? translate(locale, 'listEpisodeNumber').replace('{number}', String(episodeNumber)) : undefined,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/**
 * When a teaser says it happens: the period of an exhibition or project (an open-ended one, "Fra 5. marts 2026", as
 * text, since a lone date would read as a single day), else the publication date.
 */
function teaserWhen(doc: CmsDocumentTeaser, locale: string): Pick<TeaserModel, 'date' | 'dateText'> {
  const from = doc.period?.from;
  if (from) {
    if (doc.period?.to) return { date: { from, to: doc.period.to } };
    try {
      return { dateText: translate(locale, 'pagePeriodFrom').replace('{date}', formatLongDate(from, locale)) };
    } catch {
      return {};
    }
  }
  return doc.publishedAt ? { date: { from: doc.publishedAt } } : {};
}

/**
 * A page document to a teaser: its link, type label, text and image (sized for a card, or with `imageSizing` for
 * a compact row's thumbnail). Null without a title.
 */
export function mapDocumentTeaser(
  doc: CmsDocumentTeaser,
  ctx: MapContext,
  imageSizing?: ImageSizing,
): TeaserModel | null {
  const title = doc.title?.trim();
  if (!title) return null;
  const href = documentHref(doc, ctx);
  const crossSite = Boolean(doc.site && doc.site !== ctx.site);
  const seasonCount = doc._type === 'podcastShowPage' ? doc.seasonCount : null;
  return {
    key: doc._id,
    title,
    link: href ? { label: title, href, kind: crossSite ? 'crossSite' : 'internal' } : null,
    image: mapImage(doc.image, ctx.locale, ctx.images, imageSizing),
    typeLabel: typeLabel(doc._type, ctx.site, ctx.locale),
    prefix:
      doc._type === 'podcastEpisodePage'
        ? episodePrefix(doc.seasonName, doc.episodeNumber, ctx.locale)
        : seasonCount
          ? seasonCount === 1
            ? translate(ctx.locale, 'listSeasonCountOne')
            : translate(ctx.locale, 'listSeasonCount').replace('{count}', String(seasonCount))
          : undefined,
    ...teaserWhen(doc, ctx.locale),
    description: doc.description?.trim() || undefined,
    tags: doc._type === 'educationTopic' ? mapEducationTags(doc.tags, ctx.locale) : undefined,
  };
}

export function mapDocumentTeasers(docs: CmsDocumentTeaser[] | null | undefined, ctx: MapContext): TeaserModel[] {
  return (docs ?? []).map((doc) => mapDocumentTeaser(doc, ctx)).filter((teaser): teaser is TeaserModel => !!teaser);
}

/**
 * Spec: "Breadcrumb: overview, level, theme, then the page itself." The ancestors come oldest
 * first; one that cannot be linked is left out, and the page itself closes the trail.
 */
export function mapTrail(
  ancestors: (CmsTrailItem | null)[] | null | undefined,
  self: { title: string; path: string },
  ctx: MapContext,
): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = [];
  for (const ancestor of ancestors ?? []) {
    if (!ancestor?.title?.trim()) continue;
    const href = documentHref(ancestor, ctx);
    if (href) items.push({ label: ancestor.title.trim(), href });
  }
  items.push({ label: self.title, href: self.path });
  return items;
}
