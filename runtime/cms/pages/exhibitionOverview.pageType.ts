import { currentAndUpcoming, mapOverview, overviewFieldsSchema } from './overview.common';
import { definePage } from './types';

/** "exhibitionOverview: mega heading, tabs current and upcoming, modules." */
export const exhibitionOverviewDefinition = definePage({
  type: 'exhibitionOverview',
  lookup: 'slug',
  label: 'typeExhibition',
  projection: /* groq */ `{ intro, ${currentAndUpcoming('exhibition')} }`,
  schema: overviewFieldsSchema,
  map: ({ page, fields, blocks, ctx }) => ({
    type: 'overviewPage',
    props: mapOverview(page, fields, blocks, ctx, { tabs: true }),
  }),
});
