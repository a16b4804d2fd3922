import { z } from 'zod';
import type { BlockModel } from '@design-system/blocks/BlockList';
import { tabTeasers } from '@design-system/blocks/TabsCurrentUpcoming/tabTeasers';
import { translate } from '@design-system/i18n/dictionary';
import { staticData } from '@design-system/primitives/StaticIsland/staticData';
import type { OverviewListModel, OverviewPageModel } from '@design-system/templates/OverviewPage';
import type { MapContext } from '../content/context';
import { DOCUMENT_TEASER } from '../teasers/documentTeaser.fragment';
import { type CmsDocumentTeaser, documentTeaserListSchema, mapDocumentTeasers } from '../teasers/documentTeaser.mapper';
import type { CmsPage } from './page.schema';
import { tolerantString } from './pageParts.common';

/**
 * The overview pages: a mega heading with an intro, tabs current and upcoming (exhibitions,
 * projects), lists (research units, press releases, publications, services), then the modules.
 *
 * "Current" and "upcoming" compare each period with $today (the Copenhagen date of the request), in
 * GROQ, so live Sanity and the embedded dataset give the same lists: current when it has started and
 * not yet ended, upcoming when it starts after today. "Tabbed lists: limit of 4 items".
 */
export function currentAndUpcoming(type: 'exhibition' | 'project'): string {
  const same = `_type == "${type}" && site == $site && locale == $locale && defined(period.from)`;
  return /* groq */ `"current": *[${same} && period.from <= $today && (!defined(period.to) || period.to >= $today)]
      | order(period.from desc)[0...4]${DOCUMENT_TEASER},
    "upcoming": *[${same} && period.from > $today] | order(period.from asc)[0...4]${DOCUMENT_TEASER}`;
}

export const overviewFieldsSchema = z.object({
  intro: tolerantString,
  current: documentTeaserListSchema,
  upcoming: documentTeaserListSchema,
});

/** A list shown in full under the tabs; null without items. */
export function overviewList(
  key: string,
  heading: Parameters<typeof translate>[1],
  docs: CmsDocumentTeaser[],
  ctx: MapContext,
): OverviewListModel | null {
  const items = mapDocumentTeasers(docs, ctx);
  return items.length > 0 ? { key, title: translate(ctx.locale, heading), items: staticData(items) } : null;
}

export function mapOverview(
  page: CmsPage,
  fields: { intro?: string | null; current?: CmsDocumentTeaser[]; upcoming?: CmsDocumentTeaser[] },
  blocks: BlockModel[],
  ctx: MapContext,
  options: { tabs: boolean; lists?: (OverviewListModel | null)[] },
): OverviewPageModel {
  return {
    title: page.title,
    intro: fields.intro?.trim() || undefined,
    tabs: options.tabs
      ? {
          current: tabTeasers(mapDocumentTeasers(fields.current, ctx)),
          upcoming: tabTeasers(mapDocumentTeasers(fields.upcoming, ctx)),
        }
      : null,
    lists: (options.lists ?? []).filter((list): list is OverviewListModel => list !== null),
    blocks,
  };
}
