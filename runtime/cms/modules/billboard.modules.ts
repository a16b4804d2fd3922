import { type BillboardReferenceModel, isUsableReference } from '@design-system/blocks/BillboardReference';
import type { BillboardItemModel } from '@design-system/blocks/BillboardSingle';
import type { CmsBillboardItem, CmsBillboardReference } from '@runtime/cms/modules/moduleSchemas';
import type { MapContext } from '../content/context';
import { mapImage } from '../content/image.mapper';
import { mapLink } from '../content/link.mapper';
import { mapTheme } from '../content/theme.mapper';
import { type ModuleMappers, text } from './defineModule';

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
 * podcastShowPage), with a title and an address. Anything else gives null.
 */
export function mapBillboardReference(
  reference: CmsBillboardReference | null | undefined,
  ctx: MapContext,
): BillboardReferenceModel | null {
  if (!reference) return null;
  const title = text(reference.title);
  if (!title) return null;
  const link = mapLink(
    {
      type: reference.site && reference.site !== ctx.site ? 'crossSite' : 'internal',
      title,
      targetType: reference._type,
      slug: reference.slug,
      site: reference.site,
      locale: reference.locale,
    },
    ctx,
  );
  const shared = {
    title,
    description: text(reference.description),
    image: mapImage(reference.image, ctx.locale, ctx.images),
    link,
  };
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

/** Billboards: single, double, and with a reference (the spec: an unmappable reference is not rendered). */
export const billboardMappers: ModuleMappers<'billboardSingle' | 'billboardDouble' | 'billboardWithReference'> = {
  billboardSingle: (module, ctx) => {
    const billboard = mapBillboard(module, ctx);
    return billboard ? { _type: 'billboardSingle', _key: module._key, ...billboard } : null;
  },

  billboardDouble: (module, ctx) => {
    const items = (module.items ?? [])
      .map((item) => mapBillboard(item, ctx))
      .filter((item): item is BillboardItemModel => item !== null)
      .slice(0, 2);
    if (items.length === 0) return null;
    return { _type: 'billboardDouble', _key: module._key, title: text(module.title), items };
  },

  billboardWithReference: (module, ctx) => {
    const reference = mapBillboardReference(module.reference, ctx);
    return reference ? { _type: 'billboardReference', _key: module._key, ...reference } : null;
  },
};
