import { DETAIL_FIELDS, detailFieldsSchema, detailList, mapDetail } from './detail.common';
import { TEASER, teaserListSchema } from './pageParts.common';
import { definePage } from './types';

/** "Service: info key/value items, related services." */
export const serviceDefinition = definePage({
  type: 'service',
  projection: /* groq */ `{ ${DETAIL_FIELDS}, "relatedServices": relatedServices[]->${TEASER} }`,
  schema: detailFieldsSchema.extend({ relatedServices: teaserListSchema }),
  map: ({ page, fields, blocks, ctx }) => ({
    type: 'detailPage',
    props: mapDetail(page, fields, blocks, ctx, {
      lists: [detailList('related', 'pageRelatedServices', fields.relatedServices, ctx)],
    }),
  }),
});
