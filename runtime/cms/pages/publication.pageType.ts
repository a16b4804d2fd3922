import { mapPressPage, pressFields, pressFieldsSchema } from './press.common';
import { definePage } from './types';

/** A publication: the press release's fields and template, with its authors and facts. */
export const publicationDefinition = definePage({
  type: 'publication',
  lookup: 'slug',
  requires: 'publications',
  label: 'typePublication',
  projection: pressFields('publicationOverview'),
  schema: pressFieldsSchema,
  map: ({ page, fields, blocks, ctx }) => ({
    type: 'pressRelease',
    props: mapPressPage(page, fields, blocks, ctx, 'publication'),
  }),
});
