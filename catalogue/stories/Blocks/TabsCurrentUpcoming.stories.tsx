import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { TabsCurrentUpcoming } from '@design-system/blocks/TabsCurrentUpcoming';
import {
  tabsCurrentUpcomingFixtures as f,
  tabsCurrentUpcomingFor,
} from '@fixtures/components/TabsCurrentUpcoming.fixtures';

export default {
  title: 'Blocks/Tabs Current Upcoming',
  meta: {
    usage: {
      when: 'Current and upcoming exhibitions or projects on an overview page.',
      props: 'current, upcoming (teasers), title, showAll.',
      accessibility: 'Tabs pattern; an empty tab says there is nothing yet instead of vanishing.',
    },
  },
} satisfies StoryDefault;

/** Current and upcoming exhibitions in the selected language. */
export const Default: Story = () => <TabsCurrentUpcoming {...tabsCurrentUpcomingFor(useCatalogueSettings())} />;
export const LongText: Story = () => <TabsCurrentUpcoming {...f.longText} />;
export const Minimal: Story = () => <TabsCurrentUpcoming {...f.minimal} />;
export const ShowAll: Story = () => <TabsCurrentUpcoming {...f.showAll} />;
export const Projects: Story = () => <TabsCurrentUpcoming {...f.projects} />;
export const Empty: Story = () => <TabsCurrentUpcoming {...f.empty} />;
