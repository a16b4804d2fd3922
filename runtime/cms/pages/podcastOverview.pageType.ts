import { z } from 'zod';
import { imageSchema, optionalString } from '../content/common.schema';
import { IMAGE } from '../content/fragments';
import { mapImage } from '../content/image.mapper';
import { DOCUMENT_TEASER } from '../teasers/documentTeaser.fragment';
import { documentTeaserListSchema, mapDocumentTeasers } from '../teasers/documentTeaser.mapper';
import { definePage } from './types';

/** The podcast overview: hero, every show of the site and locale (newest first), the 4 newest episodes. */
export const podcastOverviewDefinition = definePage({
  type: 'podcastOverview',
  lookup: 'slug',
  requires: 'podcasts',
  label: 'typePodcast',
  projection: /* groq */ `{
    intro,
    "image": image${IMAGE},
    "shows": *[_type == "podcastShowPage" && site == ^.site && locale == ^.locale] | order(publishedAt desc)${DOCUMENT_TEASER},
    "latestEpisodes": *[_type == "podcastEpisodePage" && site == ^.site && locale == ^.locale]
      | order(publishedAt desc)[0...4]${DOCUMENT_TEASER}
  }`,
  schema: z.object({
    intro: optionalString.catch(null),
    image: imageSchema.nullish().catch(null),
    shows: documentTeaserListSchema,
    latestEpisodes: documentTeaserListSchema,
  }),
  map: ({ page, fields, blocks, ctx }) => ({
    type: 'podcastOverview',
    props: {
      hero: {
        title: page.title,
        intro: fields.intro ?? undefined,
        image: mapImage(fields.image, ctx.locale, ctx.images),
      },
      shows: mapDocumentTeasers(fields.shows, ctx),
      latestEpisodes: mapDocumentTeasers(fields.latestEpisodes, ctx),
      blocks,
    },
  }),
});
