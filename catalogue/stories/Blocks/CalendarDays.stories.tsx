import type { Story, StoryDefault } from '@ladle/react';
import { CalendarDays } from '../../../design-system/blocks/CalendarDays';
import { calendarDaysFixtures as f } from '../../../fixtures/components/CalendarDays.fixtures';

export default {
  title: 'Blocks/Calendar Days',
  meta: {
    usage: {
      when: "The calendar page's day-by-day or timeline list of events, with opening status per day.",
      props: 'days (date, events, closed, closedReason), layout (daily, timeline), subscribeHref, feedHref.',
      accessibility:
        'Each day is a section with a date heading; closed days say why in text; event times are <time> elements.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => <CalendarDays {...f.default} />;
export const Timeline: Story = () => <CalendarDays {...f.timeline} />;
export const LongText: Story = () => <CalendarDays {...f.longText} />;
export const Minimal: Story = () => <CalendarDays {...f.minimal} />;
export const WithUntitled: Story = () => <CalendarDays {...f.withUntitled} />;
export const Empty: Story = () => <CalendarDays {...f.empty} />;
