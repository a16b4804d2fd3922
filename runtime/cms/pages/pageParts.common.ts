import { z } from 'zod';
import type { InfoListItem } from '@design-system/blocks/InfoList';
import { absoluteUrl } from '@runtime/sites/urls';
import { type imageSchema, optionalString, tolerantList } from '../content/common.schema';
import type { MapContext } from '../content/context';
import { mapImage } from '../content/image.mapper';

/**
 * What the exhibition, project, collection, research, press, publication, service and practical
 * information page types share: people and facts. Related documents are teasers like every other link to a
 * page (DOCUMENT_TEASER, mapDocumentTeasers: runtime/cms/teasers/documentTeaser.mapper.ts).
 */

/** Key/value facts; an item without a label or value is dropped. */
export const infoItemsSchema = tolerantList(z.object({ label: z.string(), value: z.string() })).transform((items) =>
  items.filter((item) => item.label.trim() && item.value.trim()),
);

export function mapInfoItems(items: { label: string; value: string }[]): InfoListItem[] {
  return items.map((item) => ({ label: item.label.trim(), value: item.value.trim() }));
}

/** A string field that degrades to null when it is not a string. */
export const tolerantString = optionalString.catch(null);

/** An image's absolute URL on the site's origin, for structured data. */
export function absoluteImageUrl(
  image: z.infer<typeof imageSchema> | null | undefined,
  ctx: MapContext,
): string | undefined {
  const mapped = mapImage(image, ctx.locale, ctx.images);
  return mapped ? absoluteUrl(ctx.site, mapped.src, ctx.hosts) : undefined;
}
