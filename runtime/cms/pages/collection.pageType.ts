import { DETAIL_FIELDS, detailFieldsSchema, detailList, mapDetail } from './detail.common';
import { TEASER, teaserListSchema } from './pageParts.common';
import { definePage } from './types';

/** "collection (with related collections)". */
export const collectionDefinition = definePage({
  type: 'collection',
  projection: /* groq */ `{ ${DETAIL_FIELDS}, "relatedCollections": relatedCollections[]->${TEASER} }`,
  schema: detailFieldsSchema.extend({ relatedCollections: teaserListSchema }),
  map: ({ page, fields, blocks, ctx }) => ({
    type: 'detailPage',
    props: mapDetail(page, fields, blocks, ctx, {
      lists: [detailList('related', 'pageRelatedCollections', fields.relatedCollections, ctx)],
    }),
  }),
});
