import { DOCUMENT_TEASER } from '../teasers/documentTeaser.fragment';
import { documentTeaserListSchema } from '../teasers/documentTeaser.mapper';
import { mapOverview, overviewFieldsSchema, overviewList } from './overview.common';
import { definePage } from './types';

/** The publications of the site in the page's locale, newest first. */
export const publicationOverviewDefinition = definePage({
  type: 'publicationOverview',
  lookup: 'slug',
  requires: 'publications',
  label: 'typePublication',
  projection: /* groq */ `{
    intro,
    "publications": *[_type == "publication" && site == $site && locale == $locale]
      | order(publishedDate desc)[0...60]${DOCUMENT_TEASER}
  }`,
  schema: overviewFieldsSchema.extend({ publications: documentTeaserListSchema }),
  map: ({ page, fields, blocks, ctx }) => ({
    type: 'overviewPage',
    props: mapOverview(page, fields, blocks, ctx, {
      tabs: false,
      lists: [overviewList('publications', 'pagePublicationsHeading', fields.publications, ctx)],
    }),
  }),
});
