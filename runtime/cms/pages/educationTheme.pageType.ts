import { z } from 'zod';
import { DOCUMENT_TEASER } from '../teasers/documentTeaser.fragment';
import { documentTeaserListSchema, mapDocumentTeasers } from '../teasers/documentTeaser.mapper';
import { breadcrumbJsonLd, EDUCATION_HERO_FIELDS, educationHeroSchema, mapEducationHero } from './education.common';
import { definePage } from './types';

/**
 * An education theme: breadcrumb (overview → level → theme), hero, and every topic of the theme
 * (the spec: "all items for the education topic … lists", no limit of 4).
 */
export const educationThemeDefinition = definePage({
  type: 'educationTheme',
  lookup: 'slug',
  label: 'typeEducation',
  projection: /* groq */ `{
    ${EDUCATION_HERO_FIELDS},
    "topics": *[_type == "educationTopic" && parent._ref == ^._id] | order(orderRank asc, title asc)${DOCUMENT_TEASER}
  }`,
  schema: z.object({ ...educationHeroSchema, topics: documentTeaserListSchema }),
  map: ({ page, fields, blocks, ctx }) => ({
    type: 'educationTheme',
    props: { hero: mapEducationHero(page, fields, ctx), topics: mapDocumentTeasers(fields.topics, ctx), blocks },
  }),
  structuredData: ({ page, fields, ctx, url }) => breadcrumbJsonLd(mapEducationHero(page, fields, ctx).breadcrumb, url),
});
