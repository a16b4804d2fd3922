import { DOCUMENT_TEASER } from '../teasers/documentTeaser.fragment';
import { documentTeaserListSchema } from '../teasers/documentTeaser.mapper';
import { mapOverview, overviewFieldsSchema, overviewList } from './overview.common';
import { definePage } from './types';

/** The services of the site in the page's locale, by title. */
export const serviceOverviewDefinition = definePage({
  type: 'serviceOverview',
  lookup: 'slug',
  requires: 'services',
  label: 'typeService',
  projection: /* groq */ `{
    intro,
    "services": *[_type == "service" && site == $site && locale == $locale] | order(title asc)${DOCUMENT_TEASER}
  }`,
  schema: overviewFieldsSchema.extend({ services: documentTeaserListSchema }),
  map: ({ page, fields, blocks, ctx }) => ({
    type: 'overviewPage',
    props: mapOverview(page, fields, blocks, ctx, {
      tabs: false,
      lists: [overviewList('services', 'pageServicesHeading', fields.services, ctx)],
    }),
  }),
});
