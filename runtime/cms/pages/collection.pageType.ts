import { documentTeaserListSchema } from '../mappers/documentTeaser.mapper';
import { DOCUMENT_TEASER } from '../queries/documentTeaser.fragment';
import { DETAIL_FIELDS, detailFieldsSchema, detailList, mapDetail } from './detail.common';
import { definePage } from './types';

/** "collection (with related collections)". */
export const collectionDefinition = definePage({
  type: 'collection',
  projection: /* groq */ `{ ${DETAIL_FIELDS}, "relatedCollections": relatedCollections[]->${DOCUMENT_TEASER} }`,
  schema: detailFieldsSchema.extend({ relatedCollections: documentTeaserListSchema }),
  map: ({ page, fields, blocks, ctx }) => ({
    type: 'detailPage',
    props: mapDetail(page, fields, blocks, ctx, {
      lists: [detailList('related', 'pageRelatedCollections', fields.relatedCollections, ctx)],
    }),
  }),
});
