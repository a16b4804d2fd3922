import type { ContentSourceMap, StegaConfig } from '@sanity/client';
import { stegaEncodeSourceMap } from '@sanity/client/stega';
import { fieldOf } from './contentSourceMap';

/**
 * Click-to-edit in preview: texts of a draft carry their document and field, stega-encoded as invisible
 * characters by @sanity/client from the query's content source map. The visual-editing overlay reads them from
 * the page and links each text (and each image, through its alt text) to its field in the Studio.
 *
 * Only fields that hold words a visitor reads are encoded, never a value the site computes with (a slug, a key,
 * a time, a layout or a tag): those must stay equal to themselves.
 */
export const EDITABLE_TEXT_FIELDS: ReadonlySet<string> = new Set([
  'alt',
  'attribution',
  'authors',
  'benefits',
  'benefitsTitle',
  'caption',
  'cancellations',
  'description',
  'details',
  'excerpt',
  'heading',
  'hostInfo',
  'intro',
  'label',
  'location',
  'name',
  'openingHoursFreeText',
  'participants',
  'personName',
  'question',
  'quote',
  'reason',
  'seasonName',
  'subheading',
  'subtitle',
  'teaser',
  'teaserDescription',
  'text',
  'title',
  'variantsDisclaimer',
  'variantsTitle',
]);

/** Encodes a value only where Sanity's default rules allow it and the field holds words a visitor reads. */
export const editableTextFilter: NonNullable<StegaConfig['filter']> = (props) => {
  const field = fieldOf(props.sourcePath);
  return field !== undefined && EDITABLE_TEXT_FIELDS.has(field) && props.filterDefault(props);
};

/** @sanity/client's stega settings for a preview that links to the Studio at `studioUrl`. */
export function previewStegaConfig(studioUrl: string): StegaConfig & { enabled: true } {
  return { enabled: true, studioUrl, filter: editableTextFilter };
}

/** The embedded source's way to the same result the live client returns: the result with its texts encoded. */
export function encodeEditableTexts<T>(result: T, sourceMap: ContentSourceMap, studioUrl: string): T {
  return stegaEncodeSourceMap(result, sourceMap, previewStegaConfig(studioUrl));
}
