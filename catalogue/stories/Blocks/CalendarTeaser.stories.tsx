import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { CalendarTeaser } from '@design-system/blocks/CalendarTeaser';
import { calendarTeaserFor, calendarTeaserFixtures as f } from '@fixtures/components/CalendarTeaser.fixtures';

export default {
  title: 'Blocks/Calendar Teaser',
  meta: {
    usage: {
      when: "Today's and tomorrow's events on a front or landing page, linking to the calendar.",
      props: 'title, today, tomorrow (events), todayDate, tomorrowDate, link.',
      accessibility:
        'Each group has a heading (I dag/I morgen); empty groups are hidden rather than announced as empty.',
    },
  },
} satisfies StoryDefault;

/** Today and tomorrow at the Open Air Museum, in the selected language. */
export const Default: Story = () => <CalendarTeaser {...calendarTeaserFor(useCatalogueSettings())} />;
export const LongText: Story = () => <CalendarTeaser {...f.longText} />;
export const Minimal: Story = () => <CalendarTeaser {...f.minimal} />;
export const OnlyToday: Story = () => <CalendarTeaser {...f.onlyToday} />;
export const Empty: Story = () => <CalendarTeaser {...f.empty} />;
