import { BlockList, type BlockModel } from '../../blocks/BlockList';
import { MegaHeading } from '../../blocks/MegaHeading';
import { TabsCurrentUpcoming, type TabsCurrentUpcomingModel } from '../../blocks/TabsCurrentUpcoming';
import { type TeaserListModel, TeaserSection } from '../../blocks/TeaserGrid';

/** A list under the tabs, e.g. a research units list or the press releases. */
export interface OverviewListModel extends TeaserListModel {
  key: string;
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
      <MegaHeading text={title} level={1} subheading={intro} />
      {tabs ? <TabsCurrentUpcoming {...tabs} /> : null}
      {lists.map(({ key, ...list }) => (
        <TeaserSection key={key} {...list} />
      ))}
      <BlockList blocks={blocks} />
    </>
  );
}
