import { useText } from '@design-system/i18n/LocaleContext';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import { Stack } from '@design-system/primitives/Stack';
import { type StaticData, staticPart } from '@design-system/primitives/StaticIsland';
import { Tabs } from '@design-system/primitives/Tabs';
import type { TeaserModel } from '@design-system/primitives/Teaser/teaserModel';

/** A tab's teasers: only the tabs need a browser; a first load keeps the teasers' server HTML without their code. */
const TabTeasers = staticPart('the teasers of a tab', () =>
  import('../TeaserGrid').then((module) => module.TeaserGridList),
);

export interface TabsCurrentUpcomingModel {
  /** A heading over the tabs (h2); the teasers are then h3, else h2. */
  title?: string;
  /** Exhibitions or projects running now (`tabTeasers`: at most four, null when none). */
  current: StaticData<TeaserModel[]> | null;
  /** Those that open later (`tabTeasers`). */
  upcoming: StaticData<TeaserModel[]> | null;
}

/**
 * The overview tabs "Aktuelle" and "Kommende" of exhibitions and projects, each a grid of teasers,
 * at most four per tab unless all are asked for (`tabTeasers`). An empty tab is left out; a single tab shows without
 * the tab list; nothing renders when both are empty.
 */
export function TabsCurrentUpcoming({ title, current, upcoming }: TabsCurrentUpcomingModel) {
  const t = useText();
  const heading = title?.trim();
  const tabs = [
    { id: 'current', label: t('listCurrent'), items: current },
    { id: 'upcoming', label: t('listUpcoming'), items: upcoming },
  ].flatMap(({ items, ...tab }) => (items ? [{ ...tab, items }] : []));
  if (tabs.length === 0) return null;
  return (
    <Container>
      <Stack as="section" gap="md" paddingBlock="xl">
        {heading ? <Heading level={2}>{heading}</Heading> : null}
        <Tabs
          label={heading || t('listCurrentAndUpcoming')}
          hideWhenSingle
          tabs={tabs.map((tab) => ({
            id: tab.id,
            label: tab.label,
            content: <TabTeasers items={tab.items} headingLevel={heading ? 3 : 2} />,
          }))}
        />
      </Stack>
    </Container>
  );
}
