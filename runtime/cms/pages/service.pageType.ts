import { DOCUMENT_TEASER } from '../teasers/documentTeaser.fragment';
import { documentTeaserListSchema } from '../teasers/documentTeaser.mapper';
import { DETAIL_FIELDS, detailFieldsSchema, detailList, mapDetail } from './detail.common';
import { definePage } from './types';

/** "Service: info key/value items, related services." */
export const serviceDefinition = definePage({
  type: 'service',
  lookup: 'slug',
  requires: 'services',
  label: 'typeService',
  projection: /* groq */ `{ ${DETAIL_FIELDS}, "relatedServices": relatedServices[]->${DOCUMENT_TEASER} }`,
  schema: detailFieldsSchema.extend({ relatedServices: documentTeaserListSchema }),
  map: ({ page, fields, blocks, ctx }) => ({
    type: 'detailPage',
    props: mapDetail(page, fields, blocks, ctx, {
      lists: [detailList('related', 'pageRelatedServices', fields.relatedServices, ctx)],
    }),
  }),
});
