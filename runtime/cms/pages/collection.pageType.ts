import { DOCUMENT_TEASER } from '../teasers/documentTeaser.fragment';
import { documentTeaserListSchema } from '../teasers/documentTeaser.mapper';
import { DETAIL_FIELDS, detailFieldsSchema, detailList, mapDetail } from './detail.common';
import { definePage } from './types';

/** "collection (with related collections)". */
export const collectionDefinition = definePage({
  type: 'collection',
  lookup: 'slug',
  requires: 'collections',
  label: 'typePage',
  projection: /* groq */ `{ ${DETAIL_FIELDS}, "relatedCollections": relatedCollections[]->${DOCUMENT_TEASER} }`,
  schema: detailFieldsSchema.extend({ relatedCollections: documentTeaserListSchema }),
  map: ({ page, fields, blocks, ctx }) => ({
    type: 'detailPage',
    props: mapDetail(page, fields, blocks, ctx, {
      lists: [detailList('related', 'pageRelatedCollections', fields.relatedCollections, ctx)],
    }),
  }),
});
