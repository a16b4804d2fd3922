import { EXHIBITION_FIELDS, exhibitionFieldsSchema, mapExhibitionPage } from './exhibition.common';
import { definePage } from './types';

/** A project: the exhibition's fields and template ("Exhibition and project"). */
export const projectDefinition = definePage({
  type: 'project',
  lookup: 'slug',
  requires: 'projects',
  label: 'typeProject',
  projection: EXHIBITION_FIELDS,
  schema: exhibitionFieldsSchema,
  map: (input) => ({ type: 'exhibitionPage', props: mapExhibitionPage(input, 'project') }),
});
