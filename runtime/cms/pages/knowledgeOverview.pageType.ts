import { z } from 'zod';
import { imageSchema, optionalString } from '../content/common.schema';
import { IMAGE } from '../content/fragments';
import { mapImage } from '../content/image.mapper';
import { DOCUMENT_TEASER } from '../teasers/documentTeaser.fragment';
import { documentTeaserListSchema, mapDocumentTeasers } from '../teasers/documentTeaser.mapper';
import { definePage } from './types';

/** The knowledge overview: hero, every theme of the site and locale, and the six newest articles. */
export const knowledgeOverviewDefinition = definePage({
  type: 'knowledgeOverview',
  lookup: 'slug',
  requires: 'knowledge',
  label: 'typeKnowledge',
  projection: /* groq */ `{
    intro,
    "image": image${IMAGE},
    "themes": *[_type == "knowledgeTheme" && site == ^.site && locale == ^.locale] | order(title asc)${DOCUMENT_TEASER},
    "articles": *[_type == "knowledgeArticle" && site == ^.site && locale == ^.locale]
      | order(publishedAt desc)[0...6]${DOCUMENT_TEASER}
  }`,
  schema: z.object({
    intro: optionalString.catch(null),
    image: imageSchema.nullish().catch(null),
    themes: documentTeaserListSchema,
    articles: documentTeaserListSchema,
  }),
  map: ({ page, fields, blocks, ctx }) => ({
    type: 'knowledgeOverview',
    props: {
      hero: {
        title: page.title,
        intro: fields.intro ?? undefined,
        image: mapImage(fields.image, ctx.locale, ctx.images),
      },
      themes: mapDocumentTeasers(fields.themes, ctx),
      articles: mapDocumentTeasers(fields.articles, ctx),
      blocks,
    },
  }),
});
