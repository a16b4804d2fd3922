import { mapPressPage, newsArticle, pressFields, pressFieldsSchema } from './press.common';
import { definePage } from './types';

/** "pressRelease (author contact block)", with a NewsArticle in the head. */
export const pressReleaseDefinition = definePage({
  type: 'pressRelease',
  lookup: 'slug',
  requires: 'press',
  label: 'typePress',
  projection: pressFields('pressOverview'),
  schema: pressFieldsSchema,
  map: ({ page, fields, blocks, ctx }) => ({
    type: 'pressRelease',
    props: mapPressPage(page, fields, blocks, ctx, 'pressRelease'),
  }),
  structuredData: newsArticle,
});
