import { describe, expect, it } from 'vitest';
import type { CalendarDay, CalendarEvent } from './calendar';
import { eachDay, weekdayOf } from './calendarDate';
import {
  calendarNavigation,
  calendarSearch,
  collapseRecurring,
  comingWeekend,
  matchesTags,
  nextDayWithEvents,
  parseCalendarQuery,
  resolveCalendarRange,
  tagFacets,
  weeklyPattern,
  weeklyRule,
} from './calendarQuery';
import type { EventInput } from './events';

type Tagged = EventInput & { tags?: string[] };
const tagsOf = (event: Tagged) => event.tags;
const window = { from: '2026-11-22', to: '2027-01-22' };

function entry(
  id: string,
  date: string,
  kind: 'period' | 'occurrence' = 'occurrence',
  from = '11:00',
  tags?: string[],
) {
  return {
    kind,
    event: { _id: id, eventFormat: kind === 'period' ? 'period' : 'occurrences', tags } as Tagged,
    period: { from: '2026-11-01', to: '2026-12-31' },
    date,
    times: [{ type: 'timeslot', from, to: '12:00', startsAt: '', endsAt: '', durationMinutes: 60 }],
    earliestStart: from,
  } as CalendarEvent<Tagged>;
}
const day = (date: string, events: CalendarEvent<Tagged>[], open = true): CalendarDay<Tagged> => ({
  date,
  status: open ? null : { date, open: false, hours: null, source: 'closedDay' },
  events: open ? events : [],
});

describe('calendar parameters from the URL', () => {
  it('reads fra, til and emne; unreadable values are ignored, never an error', () => {
    expect(parseCalendarQuery(new URLSearchParams('fra=2026-11-28&til=2026-11-29&emne=Jul'))).toEqual({
      from: '2026-11-28',
      to: '2026-11-29',
      tags: ['jul'],
    });
    expect(parseCalendarQuery(new URLSearchParams('fra=garbage&til=2026-02-30&emne=%20%20'))).toEqual({
      from: null,
      to: null,
      tags: [],
    });
    expect(parseCalendarQuery({ fra: ['<script>'], emne: ['x'.repeat(61)] })).toEqual({
      from: null,
      to: null,
      tags: [],
    });
  });

  it('tags are compared without case or extra spaces, sorted, unique, at most five', () => {
    const query = parseCalendarQuery({ emne: ['Børn ', 'børn', 'Jul  og  nytår', 'a', 'b', 'c', 'd'] });
    expect(query.tags).toEqual(['a', 'b', 'børn', 'c', 'd']);
    expect(calendarSearch(parseCalendarQuery({ emne: ['Jul', 'Børn'], fra: ['2026-11-28'] }))).toBe(
      '?fra=2026-11-28&emne=b%C3%B8rn&emne=jul',
    );
    expect(calendarSearch({ from: null, to: null, tags: [] })).toBe('');
  });
});

describe('the range shown stays inside the site’s horizon', () => {
  it('daily shows today by default, timeline the whole window', () => {
    const none = { from: null, to: null, tags: [] };
    expect(resolveCalendarRange(none, window, 'daily')).toEqual({
      range: { from: '2026-11-22', to: '2026-11-22' },
      clamped: false,
    });
    expect(resolveCalendarRange(none, window, 'timeline')).toEqual({ range: window, clamped: false });
  });

  it('a chosen day or range outside the window is moved into it and says so', () => {
    expect(resolveCalendarRange({ from: '2030-01-01', to: null, tags: [] }, window, 'daily')).toEqual({
      range: { from: '2027-01-22', to: '2027-01-22' },
      clamped: true,
    });
    expect(resolveCalendarRange({ from: '2026-11-01', to: '2026-11-23', tags: [] }, window, 'daily')).toEqual({
      range: { from: '2026-11-22', to: '2026-11-23' },
      clamped: true,
    });
    // til before fra: the one day fra.
    expect(resolveCalendarRange({ from: '2026-11-28', to: '2026-11-24', tags: [] }, window, 'daily').range).toEqual({
      from: '2026-11-28',
      to: '2026-11-28',
    });
  });

  it('the weekend is the coming Saturday and Sunday (on a Sunday, the next one)', () => {
    expect(comingWeekend('2026-11-25')).toEqual({ from: '2026-11-28', to: '2026-11-29' });
    expect(comingWeekend('2026-11-28')).toEqual({ from: '2026-11-28', to: '2026-11-29' });
    expect(comingWeekend('2026-11-22')).toEqual({ from: '2026-11-28', to: '2026-11-29' });
  });

  it('offers today, tomorrow, the weekend, week and month steps and a strip of days, none beyond the horizon', () => {
    const today = calendarNavigation({ from: '2026-11-22', to: '2026-11-22' }, window);
    expect(today.shortcuts.map((s) => [s.kind, s.current])).toEqual([
      ['today', true],
      ['tomorrow', false],
      ['weekend', false],
    ]);
    expect(today.steps.map((s) => s.kind)).toEqual(['nextWeek', 'nextMonth']);
    expect(today.strip).toHaveLength(14);
    expect(today.strip[0]).toEqual({ date: '2026-11-22', current: true, today: true });
    const last = calendarNavigation({ from: '2027-01-20', to: '2027-01-20' }, window);
    expect(last.steps.map((s) => [s.kind, s.range.from])).toEqual([
      ['previousMonth', '2026-12-20'],
      ['previousWeek', '2027-01-13'],
    ]);
    expect(last.strip.at(-1)?.date).toBe('2027-01-22');
    const short = calendarNavigation(
      { from: '2026-11-22', to: '2026-11-22' },
      { from: '2026-11-22', to: '2026-11-24' },
    );
    expect(short.shortcuts.map((s) => s.kind)).toEqual(['today', 'tomorrow']);
    expect(short.strip).toHaveLength(3);
  });
});

describe('tag filters', () => {
  it('facets come from the events in the range, merged by label and counted once per event', () => {
    const events = [
      entry('a', '2026-11-22', 'occurrence', '11:00', ['Jul', 'Familie']),
      entry('a', '2026-11-23', 'occurrence', '11:00', ['Jul', 'Familie']),
      entry('b', '2026-11-22', 'occurrence', '12:00', ['jul ']),
    ];
    expect(tagFacets(events, tagsOf)).toEqual([
      { label: 'Jul', value: 'jul', count: 2 },
      { label: 'Familie', value: 'familie', count: 1 },
    ]);
    expect(matchesTags(events[2]?.event as Tagged, ['jul'], tagsOf)).toBe(true);
    expect(matchesTags(events[2]?.event as Tagged, ['familie'], tagsOf)).toBe(false);
    expect(matchesTags(events[2]?.event as Tagged, [], tagsOf)).toBe(true);
  });
});

describe('recurring events are listed once instead of once per day', () => {
  it('a weekly pattern: every open day, or every open day of the weekdays kept', () => {
    const open = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-30', '2026-12-01', '2026-12-02'];
    expect(weeklyPattern(open, open)).toBe('daily');
    expect(weeklyPattern(['2026-11-24', '2026-12-01'], open)).toEqual(['tuesday']);
    expect(weeklyPattern(['2026-11-24', '2026-11-25'], open)).toBeNull();
    expect(weeklyPattern(['2026-11-24'], open)).toBeNull();
  });

  it('a weekly event that skips a few of its days is still weekly, with those days as exceptions', () => {
    // Saturdays from 28 November 2026 to 9 January 2027, the museum open every day.
    const open = eachDay('2026-11-28', '2027-01-09');
    const saturdays = open.filter((date) => weekdayOf(date) === 'saturday');
    const cancelled = saturdays.filter((date) => date !== '2026-12-26');
    expect(weeklyRule(cancelled, open)).toEqual({ pattern: ['saturday'], except: ['2026-12-26'] });
    expect(weeklyPattern(cancelled, open)).toBeNull();
    // More than a few skipped days is no pattern at all, nor are many exceptions for few days.
    expect(weeklyRule(saturdays.slice(0, 3), [...open, ...eachDay('2027-01-10', '2027-02-13')])).toBeNull();
    expect(weeklyRule(['2026-11-28', '2026-12-12'], open.slice(0, 15))).toBeNull();
  });

  it('a collapsed weekly event carries its exceptions', () => {
    const days = eachDay('2026-11-28', '2026-12-19').map((date) =>
      day(
        date,
        weekdayOf(date) === 'saturday' && date !== '2026-12-12' ? [entry('tour', date, 'occurrence', '13:00')] : [],
      ),
    );
    const { recurring } = collapseRecurring(days);
    expect(recurring.map((item) => [item.entry.event._id, item.pattern, item.except])).toEqual([
      ['tour', ['saturday'], ['2026-12-12']],
    ]);
  });

  it('an event of two seasons apart (spring and autumn Sundays) is listed once per season', () => {
    const sundays = [...eachDay('2027-03-01', '2027-04-30'), ...eachDay('2027-10-01', '2027-10-31')].filter(
      (date) => weekdayOf(date) === 'sunday',
    );
    const days = eachDay('2027-03-01', '2027-10-31').map((date) =>
      day(date, sundays.includes(date) ? [entry('early-tour', date, 'occurrence', '09:00')] : []),
    );
    const { recurring, days: rest } = collapseRecurring(days);
    expect(recurring.map((item) => [item.entry.event._id, item.pattern, item.first, item.last])).toEqual([
      ['early-tour', ['sunday'], '2027-03-07', '2027-04-25'],
      ['early-tour', ['sunday'], '2027-10-03', '2027-10-31'],
    ]);
    expect(rest.flatMap((d) => d.events)).toEqual([]);
  });

  it('period events and daily occurrences collapse; one-off events stay on their day; closed days stay', () => {
    const days = [
      day('2026-11-28', [
        entry('udstilling', '2026-11-28', 'period'),
        entry('tour', '2026-11-28', 'occurrence', '11:00'),
        entry('foredrag', '2026-11-28', 'occurrence', '14:00'),
      ]),
      day('2026-11-29', [
        entry('udstilling', '2026-11-29', 'period'),
        entry('tour', '2026-11-29', 'occurrence', '11:00'),
      ]),
      day('2026-11-30', [], false),
    ];
    const { recurring, days: rest } = collapseRecurring(days);
    expect(recurring.map((item) => [item.entry.event._id, item.pattern])).toEqual([
      ['udstilling', 'daily'],
      ['tour', 'daily'],
    ]);
    expect(rest.map((d) => [d.date, d.events.map((e) => e.event._id)])).toEqual([
      ['2026-11-28', ['foredrag']],
      ['2026-11-29', []],
      ['2026-11-30', []],
    ]);
  });

  it('a single day is never collapsed, and different times keep an event day by day', () => {
    expect(collapseRecurring([day('2026-11-28', [entry('udstilling', '2026-11-28', 'period')])]).recurring).toEqual([]);
    const varying = collapseRecurring([
      day('2026-11-28', [entry('tour', '2026-11-28', 'occurrence', '11:00')]),
      day('2026-11-29', [entry('tour', '2026-11-29', 'occurrence', '13:00')]),
    ]);
    expect(varying.recurring).toEqual([]);
  });

  it('an empty range links the next day that has events', () => {
    const days = [day('2026-11-22', []), day('2026-11-23', [], false), day('2026-11-24', [entry('a', '2026-11-24')])];
    expect(nextDayWithEvents(days, '2026-11-22')).toBe('2026-11-24');
    expect(nextDayWithEvents(days, '2026-11-24')).toBeNull();
  });
});
