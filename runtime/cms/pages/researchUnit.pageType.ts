import { translate } from '@design-system/i18n/dictionary';
import { mapPeople, PERSON, peopleSchema } from '../content/person';
import { DOCUMENT_TEASER } from '../teasers/documentTeaser.fragment';
import { documentTeaserListSchema } from '../teasers/documentTeaser.mapper';
import { DETAIL_FIELDS, detailFieldsSchema, detailList, mapDetail } from './detail.common';
import { definePage } from './types';

/** A research unit: hero, facts, modules, its people, and the projects that name it as their unit. */
export const researchUnitDefinition = definePage({
  type: 'researchUnit',
  lookup: 'slug',
  requires: 'researchUnits',
  label: 'typeResearch',
  projection: /* groq */ `{
    ${DETAIL_FIELDS},
    "people": people[]->${PERSON},
    "projects": *[_type == "project" && site == $site && locale == $locale && references(^._id)]
      | order(period.from desc)${DOCUMENT_TEASER}
  }`,
  schema: detailFieldsSchema.extend({ people: peopleSchema, projects: documentTeaserListSchema }),
  map: ({ page, fields, blocks, ctx }) => {
    const people = mapPeople(fields.people, ctx);
    return {
      type: 'detailPage',
      props: mapDetail(page, fields, blocks, ctx, {
        contact: people.length > 0 ? { title: translate(ctx.locale, 'blockContactHeading'), people } : null,
        lists: [detailList('projects', 'pageUnitProjectsHeading', fields.projects, ctx)],
      }),
    };
  },
});
