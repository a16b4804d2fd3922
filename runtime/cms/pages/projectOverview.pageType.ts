import { DOCUMENT_TEASER } from '../teasers/documentTeaser.fragment';
import { documentTeaserListSchema } from '../teasers/documentTeaser.mapper';
import { currentAndUpcoming, mapOverview, overviewFieldsSchema, overviewList } from './overview.common';
import { definePage } from './types';

/**
 * "projectOverview (tabs current and upcoming, research units list)"; "Tabbed lists: limit of 4 items,
 * or all items for the … research units lists".
 */
export const projectOverviewDefinition = definePage({
  type: 'projectOverview',
  lookup: 'slug',
  requires: 'projects',
  label: 'typeProject',
  projection: /* groq */ `{
    intro,
    ${currentAndUpcoming('project')},
    "researchUnits": *[_type == "researchUnit" && site == $site && locale == $locale] | order(title asc)${DOCUMENT_TEASER}
  }`,
  schema: overviewFieldsSchema.extend({ researchUnits: documentTeaserListSchema }),
  map: ({ page, fields, blocks, ctx }) => ({
    type: 'overviewPage',
    props: mapOverview(page, fields, blocks, ctx, {
      tabs: true,
      lists: [overviewList('researchUnits', 'pageResearchUnitsHeading', fields.researchUnits, ctx)],
    }),
  }),
});
