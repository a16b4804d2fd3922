import { z } from 'zod';
import { DOCUMENT_TEASER } from '../teasers/documentTeaser.fragment';
import { documentTeaserListSchema, mapDocumentTeasers } from '../teasers/documentTeaser.mapper';
import { breadcrumbJsonLd, EDUCATION_HERO_FIELDS, educationHeroSchema, mapEducationHero } from './education.common';
import { definePage } from './types';

/** A school level: breadcrumb (overview → level), hero, and its themes (themes whose parent it is). */
export const educationLevelDefinition = definePage({
  type: 'educationLevel',
  lookup: 'slug',
  label: 'typeEducation',
  projection: /* groq */ `{
    ${EDUCATION_HERO_FIELDS},
    "themes": *[_type == "educationTheme" && parent._ref == ^._id] | order(orderRank asc, title asc)${DOCUMENT_TEASER}
  }`,
  schema: z.object({ ...educationHeroSchema, themes: documentTeaserListSchema }),
  map: ({ page, fields, blocks, ctx }) => ({
    type: 'educationLevel',
    props: { hero: mapEducationHero(page, fields, ctx), themes: mapDocumentTeasers(fields.themes, ctx), blocks },
  }),
  structuredData: ({ page, fields, ctx, url }) => breadcrumbJsonLd(mapEducationHero(page, fields, ctx).breadcrumb, url),
});
