import { EXHIBITION_FIELDS, exhibitionEvent, exhibitionFieldsSchema, mapExhibitionPage } from './exhibition.common';
import { definePage } from './types';

/** "exhibition: hero, intro with location label, modules, ticket block, knowledge modules, related exhibitions." */
export const exhibitionDefinition = definePage({
  type: 'exhibition',
  lookup: 'slug',
  label: 'typeExhibition',
  projection: EXHIBITION_FIELDS,
  schema: exhibitionFieldsSchema,
  map: (input) => ({ type: 'exhibitionPage', props: mapExhibitionPage(input, 'exhibition') }),
  structuredData: exhibitionEvent,
});
