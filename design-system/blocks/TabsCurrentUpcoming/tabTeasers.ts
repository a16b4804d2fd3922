import { type StaticData, staticData } from '@design-system/primitives/StaticIsland/staticData';
import { isShowableTeaser, type TeaserModel } from '@design-system/primitives/Teaser/teaserModel';

/** Spec: "Tabbed lists: limit of 4 items, or all items for the education topic and research units lists." */
export const TABBED_LIST_LIMIT = 4;

/**
 * A tab's teasers as the block shows them: the showable ones, at most four unless `showAll`, as static data (only
 * the tab panel's static part reads them, so a first load leaves them out of its hydration data); null when none is
 * left, which leaves the tab out. Mappers and fixtures build the block's model with it; the block's own code, which
 * hydrates, never reads a teaser.
 */
export function tabTeasers(
  items: TeaserModel[],
  { showAll = false }: { showAll?: boolean } = {},
): StaticData<TeaserModel[]> | null {
  const shown = items.filter(isShowableTeaser).slice(0, showAll ? undefined : TABBED_LIST_LIMIT);
  return shown.length > 0 ? staticData(shown) : null;
}
