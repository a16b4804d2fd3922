import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { CalendarDays } from '@design-system/blocks/CalendarDays';
import { calendarDaysFor, calendarDaysFixtures as f } from '@fixtures/components/CalendarDays.fixtures';

export default {
  title: 'Blocks/Calendar Days',
  meta: {
    usage: {
      when: "The calendar page's day-by-day or timeline list of events, with opening status per day.",
      props:
        'days (date, events, closed, closedReason), layout (daily, timeline), recurring (pattern, except, bar), navigation (shortcuts, week and month steps, date strip), filters (tag facets with counts), nextWithEvents, subscribeHref, feedHref.',
      accessibility:
        'Each day is a section with a date heading; closed days say why in text; event times are <time> elements. The date strip and the filters are labelled navigations of plain links (they work without JavaScript); the chosen day and today carry aria-current="date".',
    },
  },
} satisfies StoryDefault;

/** Christmas at the Prince’s Palace day by day, in the selected language (and its calendar feed). */
export const Default: Story = () => <CalendarDays {...calendarDaysFor(useCatalogueSettings())} />;
export const Timeline: Story = () => <CalendarDays {...f.timeline} />;
export const LongText: Story = () => <CalendarDays {...f.longText} />;
export const Minimal: Story = () => <CalendarDays {...f.minimal} />;
export const WithUntitled: Story = () => <CalendarDays {...f.withUntitled} />;
export const Empty: Story = () => <CalendarDays {...f.empty} />;
/** One chosen day: the date strip with today and the chosen day marked, and the steps by week and month. */
export const ChosenDay: Story = () => <CalendarDays {...f.navigatedDay} />;
/** A weekend with a tag filter on: events that recur are listed once ("Hver dag", "Hver lørdag og søndag"). */
export const WeekendFiltered: Story = () => <CalendarDays {...f.weekend} />;
/** A closed day: the reason, and a link to the next day with events. */
export const ClosedDay: Story = () => <CalendarDays {...f.closedDay} />;
/** An open day without events. */
export const EmptyDay: Story = () => <CalendarDays {...f.emptyDay} />;
/** The timeline over a month: period events as bars, a weekly tour with the Saturdays it skips. */
export const TimelineWithBars: Story = () => <CalendarDays {...f.timelineWithBars} />;
