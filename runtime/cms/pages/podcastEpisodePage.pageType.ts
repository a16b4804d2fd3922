import { z } from 'zod';
import { episodeTabs } from '@design-system/blocks/PodcastEpisodeTabs/episodeTabs';
import { podcastHero } from '@design-system/blocks/PodcastHero/podcastHero';
import { staticData } from '@design-system/primitives/StaticIsland/staticData';
import { HTTPS_OR_PATH, HTTPS_URL, safeUrl } from '@runtime/security/safeUrl';
import { imageSchema, linkSchema, optionalString, portableTextSchema } from '../content/common.schema';
import type { MapContext } from '../content/context';
import { IMAGE, LINK, PORTABLE_TEXT } from '../content/fragments';
import { mapImage } from '../content/image.mapper';
import { mapLink } from '../content/link.mapper';
import { mapPortableText } from '../content/portableText.mapper';
import { DOCUMENT_TEASER } from '../teasers/documentTeaser.fragment';
import {
  documentHref,
  documentTeaserListSchema,
  episodePrefix,
  mapDocumentTeasers,
  trailItemSchema,
} from '../teasers/documentTeaser.mapper';
import { absoluteImage } from './knowledge.common';
import { isoMinutes, playableEpisode } from './podcast.common';
import { definePage } from './types';

const showSchema = trailItemSchema.extend({ image: imageSchema.nullish().catch(null) });

/** The show as a link for the hero's "Fra podcasten …" line; null when it cannot be linked. */
function showLink(show: z.infer<typeof showSchema> | null | undefined, ctx: MapContext) {
  const title = show?.title?.trim();
  if (!show || !title) return null;
  const href = documentHref(show, ctx);
  return href ? { label: title, href, kind: 'internal' as const } : null;
}

/** The audio's absolute https URL for structured data (a root-relative one resolved against the page); else null. */
function mediaUrl(playbackUrl: string | null | undefined, pageUrl: string): string | null {
  const value = safeUrl(playbackUrl, HTTPS_OR_PATH);
  if (!value) return null;
  try {
    return new URL(value, pageUrl).toString();
  } catch {
    return null;
  }
}

/**
 * A podcast episode: hero with the play button (the player primitive), the about and transcript
 * tabs (the spec: "Podcast tabs appear only when both tab contents exist"), more episodes of the show.
 */
export const podcastEpisodePageDefinition = definePage({
  type: 'podcastEpisodePage',
  lookup: 'slug',
  requires: 'podcasts',
  label: 'typePodcastEpisode',
  projection: /* groq */ `{
    teaser,
    publishedAt,
    playbackUrl,
    duration,
    seasonName,
    episodeNumber,
    spreakerId,
    spreakerUrl,
    participants,
    hostInfo,
    "image": image${IMAGE},
    "externalLink": externalLink${LINK},
    "description": description${PORTABLE_TEXT},
    "transcription": transcription${PORTABLE_TEXT},
    "show": show->{ _id, _type, title, "slug": slug.current, site, locale, "image": image${IMAGE} },
    "moreEpisodes": *[_type == "podcastEpisodePage" && defined(^.show._ref) && show._ref == ^.show._ref && _id != ^._id]
      | order(publishedAt desc)[0...4]${DOCUMENT_TEASER}
  }`,
  schema: z.object({
    teaser: optionalString.catch(null),
    publishedAt: optionalString.catch(null),
    playbackUrl: optionalString.catch(null),
    duration: z.number().nonnegative().nullish().catch(null),
    seasonName: optionalString.catch(null),
    episodeNumber: z.number().int().positive().nullish().catch(null),
    spreakerId: z.union([z.string(), z.number()]).nullish().catch(null),
    spreakerUrl: optionalString.catch(null),
    participants: z.array(z.string()).nullish().catch(null),
    hostInfo: optionalString.catch(null),
    image: imageSchema.nullish().catch(null),
    externalLink: linkSchema.nullish().catch(null),
    description: portableTextSchema.nullish().catch(null),
    transcription: portableTextSchema.nullish().catch(null),
    show: showSchema.nullish().catch(null),
    moreEpisodes: documentTeaserListSchema,
  }),
  map: ({ page, fields, blocks, ctx }) => {
    const show = showLink(fields.show, ctx);
    const spreaker = safeUrl(fields.spreakerUrl, HTTPS_URL);
    const externalLink =
      mapLink(fields.externalLink, ctx) ?? (spreaker ? { label: '', href: spreaker, kind: 'external' as const } : null);
    return {
      type: 'podcastEpisodePage',
      props: {
        hero: podcastHero({
          title: page.title,
          show,
          prefix: episodePrefix(fields.seasonName, fields.episodeNumber, ctx.locale),
          description: fields.teaser ?? undefined,
          publishedAt: fields.publishedAt ?? undefined,
          durationMs: fields.duration ?? undefined,
          image: mapImage(fields.image ?? fields.show?.image, ctx.locale, ctx.images),
          episode: playableEpisode({
            id: page._id,
            title: page.title,
            showTitle: fields.show?.title,
            playbackUrl: fields.playbackUrl,
            durationMs: fields.duration,
          }),
          externalLink,
        }),
        ...episodeTabs({
          about: {
            description: mapPortableText(fields.description, ctx),
            participants: (fields.participants ?? []).filter((name) => name.trim()),
            host: fields.hostInfo?.trim() || undefined,
          },
          transcript: mapPortableText(fields.transcription, ctx),
        }),
        moreEpisodes: staticData(mapDocumentTeasers(fields.moreEpisodes, ctx)),
        blocks,
      },
    };
  },
  /** schema.org PodcastEpisode, part of its PodcastSeries, with the audio as associated media. */
  structuredData: ({ page, fields, ctx, url }) => {
    const showHref = fields.show ? documentHref(fields.show, ctx) : null;
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'PodcastEpisode',
        name: page.title,
        url,
        ...(fields.teaser ? { description: fields.teaser } : {}),
        ...(fields.publishedAt ? { datePublished: fields.publishedAt } : {}),
        ...(isoMinutes(fields.duration) ? { timeRequired: isoMinutes(fields.duration) } : {}),
        ...(fields.episodeNumber ? { episodeNumber: fields.episodeNumber } : {}),
        image: absoluteImage(mapImage(fields.image ?? fields.show?.image, ctx.locale, ctx.images), url),
        inLanguage: ctx.locale,
        ...(mediaUrl(fields.playbackUrl, url)
          ? { associatedMedia: { '@type': 'MediaObject', contentUrl: mediaUrl(fields.playbackUrl, url) } }
          : {}),
        ...(fields.show?.title
          ? {
              partOfSeries: {
                '@type': 'PodcastSeries',
                name: fields.show.title,
                ...(showHref ? { url: new URL(showHref, url).toString() } : {}),
              },
            }
          : {}),
      },
    ];
  },
});
