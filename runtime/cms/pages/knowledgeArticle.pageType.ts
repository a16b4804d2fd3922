import { z } from 'zod';
import { articleHero } from '@design-system/blocks/ArticleHero/articleHero';
import { staticData } from '@design-system/primitives/StaticIsland/staticData';
import type { VideoModel } from '@design-system/primitives/Video';
import { siteNodeId } from '@runtime/sites/urls';
import { imageSchema, optionalString } from '../content/common.schema';
import type { MapContext } from '../content/context';
import { IMAGE } from '../content/fragments';
import { mapImage } from '../content/image.mapper';
import { mapModules } from '../modules';
import { DOCUMENT_TEASER } from '../teasers/documentTeaser.fragment';
import { documentTeaserListSchema, mapDocumentTeasers } from '../teasers/documentTeaser.mapper';
import { absoluteImage } from './knowledge.common';
import { typeLabel } from './pageTypes';
import { definePage } from './types';

/** Related knowledge: the editor's choice, else the 4 newest updated knowledge pages of the site and locale. */
const RELATED = /* groq */ `select(
  count(related) > 0 => related[]->${DOCUMENT_TEASER},
  *[_type in ["knowledgeArticle", "knowledgeTheme"] && site == ^.site && locale == ^.locale && _id != ^._id]
    | order(_updatedAt desc)[0...4]${DOCUMENT_TEASER}
)`;

const heroVideoSchema = z.looseObject({ playbackId: optionalString });

/** The hero video through the video module's rules (a Mux playback id and a title, else no video). */
function mapHeroVideo(video: z.infer<typeof heroVideoSchema> | null | undefined, ctx: MapContext): VideoModel | null {
  if (!video) return null;
  const block = mapModules([{ ...video, _type: 'video', _key: 'hero-video', layout: 'full' }], ctx)[0];
  if (block?._type !== 'video') return null;
  const { _type, _key, layout, ...model } = block;
  return model;
}

/**
 * A knowledge article: the article hero (label, h1, intro, date, authors, image or video), its
 * modules and related knowledge. It renders in the article wrapper (pageTypes: article).
 */
export const knowledgeArticleDefinition = definePage({
  type: 'knowledgeArticle',
  lookup: 'slug',
  requires: 'knowledge',
  label: 'typeKnowledge',
  article: true,
  projection: /* groq */ `{
    intro,
    teaser,
    publishedAt,
    authors,
    "image": image${IMAGE},
    "heroVideo": heroVideo{
      playbackId, type, caption, range, transcript, duration, "poster": poster${IMAGE}, label, title, description
    },
    "related": ${RELATED}
  }`,
  schema: z.object({
    intro: optionalString.catch(null),
    teaser: optionalString.catch(null),
    publishedAt: optionalString.catch(null),
    authors: z.array(z.string()).nullish().catch(null),
    image: imageSchema.nullish().catch(null),
    heroVideo: heroVideoSchema.nullish().catch(null),
    related: documentTeaserListSchema,
  }),
  map: ({ page, fields, blocks, ctx }) => ({
    type: 'knowledgeArticle',
    props: {
      hero: articleHero({
        title: page.title,
        label: typeLabel(page._type, ctx.site, ctx.locale),
        intro: fields.intro ?? fields.teaser ?? undefined,
        publishedAt: fields.publishedAt ?? undefined,
        authors: (fields.authors ?? []).filter((name) => name.trim()),
        image: mapImage(fields.image, ctx.locale, ctx.images),
        video: mapHeroVideo(fields.heroVideo, ctx),
      }),
      blocks,
      related: staticData(mapDocumentTeasers(fields.related, ctx).slice(0, 4)),
      practical: ctx.practical ? staticData(ctx.practical) : null,
    },
  }),
  /** schema.org Article: headline, dates, image, authors, the site's organisation as publisher. */
  structuredData: ({ page, fields, ctx, url }) => [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: page.title.slice(0, 110),
      ...(fields.intro || fields.teaser ? { description: fields.intro ?? fields.teaser } : {}),
      ...(fields.publishedAt ? { datePublished: fields.publishedAt } : {}),
      ...(page._updatedAt ? { dateModified: page._updatedAt } : {}),
      image: absoluteImage(mapImage(fields.image, ctx.locale, ctx.images), url),
      author: (fields.authors ?? []).filter((name) => name.trim()).map((name) => ({ '@type': 'Person', name })),
      publisher: { '@id': siteNodeId(ctx.site, 'organization', ctx.hosts) },
      mainEntityOfPage: url,
      inLanguage: ctx.locale,
    },
  ],
});
