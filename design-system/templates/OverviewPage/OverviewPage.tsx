import { BlockList, type BlockModel } from '@design-system/blocks/BlockList';
import { TabsCurrentUpcoming, type TabsCurrentUpcomingModel } from '@design-system/blocks/TabsCurrentUpcoming';
import type { TeaserListModel } from '@design-system/blocks/TeaserGrid';
import { type StaticData, staticPart } from '@design-system/primitives/StaticIsland';
import type { TeaserModel } from '@design-system/primitives/Teaser';

// Only the tabs need a browser: the heading and the lists are static parts, kept as server HTML on a first load.
const Heading = staticPart('the overview heading', () =>
  import('@design-system/blocks/MegaHeading').then((module) => module.MegaHeading),
);
const List = staticPart('an overview list', () =>
  import('@design-system/blocks/TeaserGrid').then((module) => module.TeaserSection),
);

/**
 * A list under the tabs, e.g. a research units list or the press releases. Its teasers are static data: only the
 * list's static part reads them, so a first load leaves them out of its hydration data.
 */
export interface OverviewListModel extends Omit<TeaserListModel, 'items'> {
  key: string;
  items: StaticData<TeaserModel[]>;
}

export interface OverviewPageModel {
  /** The page's h1, as a mega heading. */
  title: string;
  intro?: string;
  /** Current and upcoming exhibitions or projects (4 per tab). */
  tabs?: TabsCurrentUpcomingModel | null;
  /** Lists shown in full (research units, press releases, publications, services). */
  lists?: OverviewListModel[];
  blocks: BlockModel[];
}

/**
 * An overview (exhibitions, projects, press, publications, services): a mega heading, tabs current
 * and upcoming, lists, then the modules. Empty tabs and lists render nothing.
 */
export function OverviewPage({ title, intro, tabs, lists = [], blocks }: OverviewPageModel) {
  return (
    <>
      <Heading text={title} level={1} subheading={intro} />
      {tabs ? <TabsCurrentUpcoming {...tabs} /> : null}
      {lists.map(({ key, ...list }) => (
        <List key={key} {...list} />
      ))}
      <BlockList blocks={blocks} />
    </>
  );
}
