import { z } from 'zod';
import { type BillboardReferenceModel, isUsableReference } from '@design-system/blocks/BillboardReference';
import type { BillboardItemModel } from '@design-system/blocks/BillboardSingle';
import { imageSchema, linkSchema, optionalString, themeSchema } from '../content/common.schema';
import type { MapContext } from '../content/context';
import { IMAGE, LINK, THEME } from '../content/fragments';
import { mapImage } from '../content/image.mapper';
import { mapLink } from '../content/link.mapper';
import { text } from '../content/text';
import { mapTheme } from '../content/theme.mapper';
import { DOCUMENT_TEASER } from '../teasers/documentTeaser.fragment';
import { type CmsDocumentTeaser, documentTeaserSchema, mapDocumentTeaser } from '../teasers/documentTeaser.mapper';
import { defineModule } from './defineModule';

/** Billboards: single, double, and with a reference (the spec: an unmappable reference is not rendered). */

/** A billboard's own fields (billboardSingle, and each item of billboardDouble). */
const BILLBOARD = /* groq */ `{
  _key,
  title,
  description,
  label,
  "image": image${IMAGE},
  "link": link${LINK},
  "theme": theme${THEME}
}`;

const billboardItemSchema = z.object({
  _key: optionalString,
  title: optionalString,
  description: optionalString,
  label: optionalString,
  image: imageSchema.nullish(),
  link: linkSchema.nullish(),
  theme: themeSchema.nullish(),
});
export type CmsBillboardItem = z.infer<typeof billboardItemSchema>;

/** One billboard; null without a title. */
function mapBillboard(item: CmsBillboardItem, ctx: MapContext): BillboardItemModel | null {
  const title = text(item.title);
  if (!title) return null;
  return {
    title,
    description: text(item.description),
    label: text(item.label),
    image: mapImage(item.image, ctx.locale, ctx.images),
    link: mapLink(item.link, ctx) ?? undefined,
    theme: mapTheme(item.theme),
  };
}

/**
 * The referenced document of a billboard to the block's reference model: a knowledge article, a
 * podcast episode or a podcast show (as documents, or as this site's page types podcastEpisodePage and
 * podcastShowPage), with a title and an address. Its title, text, image and link are those of the document's teaser
 * (the one teaser pipeline, runtime/cms/teasers), so it reads as it does wherever it is linked; the block adds the
 * facts of its kind. Anything else gives null.
 */
export function mapBillboardReference(
  reference: CmsDocumentTeaser | null | undefined,
  ctx: MapContext,
): BillboardReferenceModel | null {
  const teaser = reference ? mapDocumentTeaser(reference, ctx) : null;
  if (!reference || !teaser) return null;
  const { title, description, image = null, link } = teaser;
  const shared = { title, description, image, link };
  let model: BillboardReferenceModel;
  switch (reference._type) {
    case 'knowledgeArticle':
      model = { kind: 'article', ...shared, publishedAt: text(reference.publishedAt) };
      break;
    case 'podcastEpisode':
    case 'podcastEpisodePage':
      model = {
        kind: 'podcastEpisode',
        ...shared,
        showTitle: text(reference.showTitle),
        seasonName: text(reference.seasonName),
        episodeNumber: reference.episodeNumber ?? undefined,
        durationMs: reference.duration ?? undefined,
      };
      break;
    case 'podcastShow':
    case 'podcastShowPage':
      model = { kind: 'podcastShow', ...shared, seasonCount: reference.seasonCount ?? undefined };
      break;
    default:
      return null;
  }
  return isUsableReference(model) ? model : null;
}

export const billboardSingleModule = defineModule({
  type: 'billboardSingle',
  projection: BILLBOARD,
  schema: billboardItemSchema,
  map: (module, ctx) => {
    const billboard = mapBillboard(module, ctx);
    return billboard ? { _type: 'billboardSingle', _key: module._key, ...billboard } : null;
  },
});

export const billboardDoubleModule = defineModule({
  type: 'billboardDouble',
  projection: /* groq */ `{ title, "items": items[]${BILLBOARD} }`,
  schema: z.object({ title: optionalString, items: z.array(billboardItemSchema).nullish() }),
  map: (module, ctx) => {
    const items = (module.items ?? [])
      .map((item) => mapBillboard(item, ctx))
      .filter((item): item is BillboardItemModel => item !== null)
      .slice(0, 2);
    if (items.length === 0) return null;
    return { _type: 'billboardDouble', _key: module._key, title: text(module.title), items };
  },
});

export const billboardWithReferenceModule = defineModule({
  type: 'billboardWithReference',
  projection: /* groq */ `{ "reference": reference->${DOCUMENT_TEASER} }`,
  schema: z.object({ reference: documentTeaserSchema.nullish().catch(null) }),
  map: (module, ctx) => {
    const reference = mapBillboardReference(module.reference, ctx);
    return reference ? { _type: 'billboardReference', _key: module._key, ...reference } : null;
  },
});

export const billboardModules = [billboardSingleModule, billboardDoubleModule, billboardWithReferenceModule] as const;
