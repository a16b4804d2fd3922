import { z } from 'zod';
import { documentTeaserListSchema, mapDocumentTeasers } from '../teasers/documentTeaser.mapper';
import { childrenOfType, EDUCATION_HERO_FIELDS, educationHeroSchema, mapEducationHero } from './education.common';
import { definePage } from './types';

/** Education overview: hero and the school levels below it (levels whose parent is this page). */
export const educationOverviewDefinition = definePage({
  type: 'educationOverview',
  lookup: 'slug',
  label: 'typeEducation',
  projection: /* groq */ `{
    ${EDUCATION_HERO_FIELDS},
    "levels": ${childrenOfType('educationLevel')}
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
