import { z } from 'zod';
import { DOCUMENT_TEASER } from '../teasers/documentTeaser.fragment';
import { documentTeaserListSchema, mapDocumentTeasers } from '../teasers/documentTeaser.mapper';
import { EDUCATION_HERO_FIELDS, educationHeroSchema, mapEducationHero } from './education.common';
import { definePage } from './types';

/** Education overview: hero and the school levels below it (levels whose parent is this page). */
export const educationOverviewDefinition = definePage({
  type: 'educationOverview',
  lookup: 'slug',
  label: 'typeEducation',
  projection: /* groq */ `{
    ${EDUCATION_HERO_FIELDS},
    "levels": *[_type == "educationLevel" && parent._ref == ^._id] | order(orderRank asc, title asc)${DOCUMENT_TEASER}
  }`,
  schema: z.object({ ...educationHeroSchema, levels: documentTeaserListSchema }),
  map: ({ page, fields, blocks, ctx }) => ({
    type: 'educationOverview',
    props: {
      hero: mapEducationHero(page, fields, ctx),
      levels: mapDocumentTeasers(fields.levels, ctx),
      blocks,
    },
  }),
});
