import { z } from 'zod';
import { podcastHero } from '@design-system/blocks/PodcastHero/podcastHero';
import type { PodcastSeasonModel } from '@design-system/blocks/PodcastSeasons';
import { seasonEpisodes } from '@design-system/blocks/PodcastSeasons/seasonEpisodes';
import { safeUrl, WEB_URL } from '@runtime/security/safeUrl';
import { imageSchema, linkSchema, optionalString, tolerantList } from '../content/common.schema';
import type { MapContext } from '../content/context';
import { IMAGE, LINK } from '../content/fragments';
import { mapImage, THUMBNAIL_SIZING } from '../content/image.mapper';
import { mapLink } from '../content/link.mapper';
import { DOCUMENT_TEASER } from '../teasers/documentTeaser.fragment';
import { documentTeaserListSchema, mapDocumentTeaser } from '../teasers/documentTeaser.mapper';
import { absoluteImage } from './knowledge.common';
import { playableEpisode } from './podcast.common';
import { definePage } from './types';

const seasonSchema = z.object({
  _key: optionalString,
  name: optionalString,
  episodes: documentTeaserListSchema,
});

const seasonsSchema = tolerantList(seasonSchema);

/** Seasons (name, episodes) to the tabbed list; an episode without a title, or a nameless season, is left out. */
export function mapSeasons(
  seasons: z.infer<typeof seasonsSchema>,
  showTitle: string,
  ctx: MapContext,
): PodcastSeasonModel[] {
  return seasons.flatMap((season, index) => {
    const name = season.name?.trim();
    if (!name) return [];
    const episodes = seasonEpisodes(
      season.episodes.flatMap((doc) => {
        const teaser = mapDocumentTeaser(doc, ctx, THUMBNAIL_SIZING);
        if (!teaser) return [];
        return [
          {
            teaser: { ...teaser, typeLabel: undefined },
            durationMs: doc.duration ?? undefined,
            episode: playableEpisode({
              id: doc._id,
              title: doc.title,
              showTitle,
              playbackUrl: doc.playbackUrl,
              durationMs: doc.duration,
            }),
          },
        ];
      }),
    );
    return [{ key: season._key ?? `season-${index}`, name, episodes }];
  });
}

/** A podcast show: hero (image, description, tags, season count, link elsewhere), seasons and episodes in tabs. */
export const podcastShowPageDefinition = definePage({
  type: 'podcastShowPage',
  lookup: 'slug',
  requires: 'podcasts',
  label: 'typePodcast',
  projection: /* groq */ `{
    teaser,
    publishedAt,
    tags,
    "image": image${IMAGE},
    "externalLink": externalLink${LINK},
    "seasonCount": count(seasons),
    "seasons": seasons[]{ _key, name, "episodes": episodes[]->${DOCUMENT_TEASER} }
  }`,
  schema: z.object({
    teaser: optionalString.catch(null),
    publishedAt: optionalString.catch(null),
    tags: z.array(z.string()).nullish().catch(null),
    image: imageSchema.nullish().catch(null),
    externalLink: linkSchema.nullish().catch(null),
    seasonCount: z.number().int().nonnegative().nullish().catch(null),
    seasons: seasonsSchema,
  }),
  map: ({ page, fields, blocks, ctx }) => ({
    type: 'podcastShowPage',
    props: {
      hero: podcastHero({
        title: page.title,
        description: fields.teaser ?? undefined,
        seasonCount: fields.seasonCount ?? undefined,
        image: mapImage(fields.image, ctx.locale, ctx.images),
        tags: (fields.tags ?? []).filter((tag) => tag.trim()).map((label) => ({ label })),
        externalLink: mapLink(fields.externalLink, ctx),
      }),
      seasons: mapSeasons(fields.seasons, page.title, ctx),
      blocks,
    },
  }),
  /** schema.org PodcastSeries. */
  structuredData: ({ page, fields, ctx, url }) => {
    const sameAs = safeUrl(fields.externalLink?.href, WEB_URL);
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'PodcastSeries',
        name: page.title,
        url,
        ...(fields.teaser ? { description: fields.teaser } : {}),
        image: absoluteImage(mapImage(fields.image, ctx.locale, ctx.images), url),
        inLanguage: ctx.locale,
        ...(sameAs ? { sameAs: [sameAs] } : {}),
      },
    ];
  },
});
