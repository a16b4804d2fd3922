import { z } from 'zod';
import type { BlockModel } from '@design-system/blocks/BlockList';
import { translate } from '@design-system/i18n/dictionary';
import type { DetailListModel, DetailPageModel } from '@design-system/templates/DetailPage';
import { imageSchema } from '../content/common.schema';
import type { MapContext } from '../content/context';
import { IMAGE } from '../content/fragments';
import { mapImage } from '../content/image.mapper';
import { type CmsDocumentTeaser, mapDocumentTeasers } from '../teasers/documentTeaser.mapper';
import type { CmsPage } from './page.schema';
import { infoItemsSchema, mapInfoItems, tolerantString } from './pageParts.common';

/** The hero and facts every detail page (collection, research unit, service) has. */
export const DETAIL_FIELDS = /* groq */ `
  intro,
  "titleImage": titleImage${IMAGE},
  "info": info[]{ label, value }`;

export const detailFieldsSchema = z.object({
  intro: tolerantString,
  titleImage: imageSchema.nullish().catch(null),
  info: infoItemsSchema,
});

/** A related list at the end of the page; null without items. */
export function detailList(
  key: string,
  heading: Parameters<typeof translate>[1],
  docs: CmsDocumentTeaser[],
  ctx: MapContext,
): DetailListModel | null {
  const items = mapDocumentTeasers(docs, ctx);
  return items.length > 0 ? { key, title: translate(ctx.locale, heading), items } : null;
}

export function mapDetail(
  page: CmsPage,
  fields: z.infer<typeof detailFieldsSchema>,
  blocks: BlockModel[],
  ctx: MapContext,
  extra: Pick<DetailPageModel, 'contact'> & { lists?: (DetailListModel | null)[]; infoTitle?: string } = {},
): DetailPageModel {
  const info = mapInfoItems(fields.info);
  return {
    hero: {
      title: page.title,
      intro: fields.intro?.trim() || undefined,
      image: mapImage(fields.titleImage, ctx.locale, ctx.images),
    },
    info: info.length > 0 ? { title: extra.infoTitle ?? translate(ctx.locale, 'pageFactsHeading'), items: info } : null,
    blocks,
    contact: extra.contact ?? null,
    lists: (extra.lists ?? []).filter((list): list is DetailListModel => list !== null),
  };
}
