import { z } from 'zod';
import type { BlockModel } from '@design-system/blocks/BlockList';
import { translate } from '@design-system/i18n/dictionary';
import type { PressReleaseModel } from '@design-system/templates/PressRelease';
import { siteNodeId } from '@runtime/sites/urls';
import { calendarDate, imageSchema, optionalString } from '../content/common.schema';
import type { MapContext } from '../content/context';
import { IMAGE, PORTABLE_TEXT } from '../content/fragments';
import { mapImage } from '../content/image.mapper';
import { mapLink } from '../content/link.mapper';
import { mapPeople, PERSON, peopleSchema } from '../content/person';
import { mapPortableText } from '../content/portableText.mapper';
import type { CmsPage } from './page.schema';
import { absoluteImageUrl, infoItemsSchema, mapInfoItems, tolerantString } from './pageParts.common';
import { typeLabel } from './pageTypes';
import type { PageStructuredDataInput } from './types';

/**
 * Press releases and publications share their fields (the spec: "publishedDate, content, authors
 * (name, title, image, email, phone, bio), excerpt, overview page") and their template. Without an
 * overview reference, the site's overview page of the type in the same locale is linked.
 */
export function pressFields(overviewType: 'pressOverview' | 'publicationOverview'): string {
  return /* groq */ `{
    publishedDate,
    excerpt,
    "content": content${PORTABLE_TEXT},
    "titleImage": coalesce(titleImage, image)${IMAGE},
    "info": info[]{ label, value },
    "authors": authors[]->${PERSON},
    "overview": coalesce(
      overview->,
      *[_type == "${overviewType}" && site == $site && locale == $locale][0]
    ){ "title": title, "slug": slug.current, site, locale, "targetType": _type }
  }`;
}

export const pressFieldsSchema = z.object({
  publishedDate: calendarDate.nullish().catch(null),
  excerpt: tolerantString,
  content: z.array(z.unknown()).nullish().catch(null),
  titleImage: imageSchema.nullish().catch(null),
  info: infoItemsSchema,
  authors: peopleSchema,
  overview: z
    .object({
      title: optionalString,
      slug: optionalString,
      site: optionalString,
      locale: optionalString,
      targetType: optionalString,
    })
    .nullish()
    .catch(null),
});
export type PressFields = z.infer<typeof pressFieldsSchema>;

export function mapPressPage(
  page: CmsPage,
  fields: PressFields,
  blocks: BlockModel[],
  ctx: MapContext,
  kind: 'pressRelease' | 'publication',
): PressReleaseModel {
  const authors = mapPeople(fields.authors, ctx);
  const overviewLabel = translate(ctx.locale, kind === 'pressRelease' ? 'pageAllPressReleases' : 'pageAllPublications');
  const info = mapInfoItems(fields.info);
  return {
    typeLabel: typeLabel(page._type, ctx.site, ctx.locale),
    title: page.title,
    publishedDate: fields.publishedDate ?? undefined,
    excerpt: fields.excerpt?.trim() || undefined,
    image: mapImage(fields.titleImage, ctx.locale, ctx.images),
    content: mapPortableText(fields.content, ctx),
    info: info.length > 0 ? { title: translate(ctx.locale, 'pageFactsHeading'), items: info } : null,
    blocks,
    // "pressRelease (author contact block)": the press contact heading is the block's own default.
    authors:
      authors.length > 0
        ? { title: kind === 'publication' ? translate(ctx.locale, 'pageAuthorsHeading') : undefined, authors }
        : null,
    overviewLink: fields.overview ? mapLink({ type: 'internal', ...fields.overview, title: overviewLabel }, ctx) : null,
  };
}

/** A press release as a schema.org NewsArticle, published by the site's organisation. */
export function newsArticle({
  page,
  fields,
  ctx,
  url,
}: PageStructuredDataInput<PressFields>): Record<string, unknown>[] {
  const organization = { '@id': siteNodeId(ctx.site, 'organization', ctx.hosts) };
  const image = absoluteImageUrl(fields.titleImage, ctx);
  const authors = mapPeople(fields.authors, ctx);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: page.title.length > 110 ? `${page.title.slice(0, 109)}…` : page.title,
      url,
      mainEntityOfPage: url,
      inLanguage: ctx.locale,
      ...(fields.excerpt ? { description: fields.excerpt } : {}),
      ...(fields.publishedDate ? { datePublished: fields.publishedDate } : {}),
      ...(page._updatedAt ? { dateModified: page._updatedAt } : {}),
      ...(image ? { image: [image] } : {}),
      author:
        authors.length > 0
          ? authors.map((person) => ({
              '@type': 'Person',
              name: person.name,
              ...(person.title ? { jobTitle: person.title } : {}),
            }))
          : [organization],
      publisher: organization,
    },
  ];
}
