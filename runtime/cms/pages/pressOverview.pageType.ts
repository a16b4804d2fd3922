import { DOCUMENT_TEASER } from '../teasers/documentTeaser.fragment';
import { documentTeaserListSchema } from '../teasers/documentTeaser.mapper';
import { mapOverview, overviewFieldsSchema, overviewList } from './overview.common';
import { definePage } from './types';

/**
 * The press overview lists press releases, newest first. "Press releases show when the locale matches
 * and either cross-site is enabled or the site matches": the overview's `crossSite` switch
 * takes in the releases of every site.
 */
export const pressOverviewDefinition = definePage({
  type: 'pressOverview',
  lookup: 'slug',
  requires: 'press',
  label: 'typePress',
  projection: /* groq */ `{
    intro,
    crossSite,
    "releases": *[_type == "pressRelease" && locale == $locale && (^.crossSite == true || site == $site)]
      | order(publishedDate desc)[0...60]${DOCUMENT_TEASER}
  }`,
  schema: overviewFieldsSchema.extend({ releases: documentTeaserListSchema }),
  map: ({ page, fields, blocks, ctx }) => ({
    type: 'overviewPage',
    props: mapOverview(page, fields, blocks, ctx, {
      tabs: false,
      lists: [overviewList('releases', 'pagePressReleasesHeading', fields.releases, ctx)],
    }),
  }),
});
