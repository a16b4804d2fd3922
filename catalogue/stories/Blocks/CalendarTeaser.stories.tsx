import type { Story, StoryDefault } from '@ladle/react';
import { CalendarTeaser } from '../../../design-system/blocks/CalendarTeaser';
import { calendarTeaserFixtures as f } from '../../../fixtures/components/CalendarTeaser.fixtures';

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

export const Default: Story = () => <CalendarTeaser {...f.default} />;
export const LongText: Story = () => <CalendarTeaser {...f.longText} />;
export const Minimal: Story = () => <CalendarTeaser {...f.minimal} />;
export const OnlyToday: Story = () => <CalendarTeaser {...f.onlyToday} />;
export const Empty: Story = () => <CalendarTeaser {...f.empty} />;
