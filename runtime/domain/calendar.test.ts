import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildCalendar,
  buildDailyCalendar,
  buildTimelineCalendar,
  calendarHorizon,
  calendarTeaser,
  calendarWindow,
} from './calendar';
import { eachDay } from './calendarDate';
import type { EventInput } from './events';
import type { OpeningHours } from './openingHours';

afterEach(() => vi.restoreAllMocks());

type TestEvent = EventInput & { title: string };

const ten = { from: '10:00', to: '17:00' };
/** Closed on Mondays, 24 December closed, one extra open Monday. */
const openingHours: OpeningHours = {
  periods: [
    {
      period: { from: '2026-01-01', to: '2027-12-31' },
      tuesday: ten,
      wednesday: ten,
      thursday: ten,
      friday: ten,
      saturday: ten,
      sunday: ten,
    },
  ],
  closedDays: [{ date: '2026-03-26', reason: { da: 'Lukket for arrangement' } }],
  openDays: [{ date: '2026-03-23', hours: ten }],
};

const weekly = (
  id: string,
  from: string,
  to: string,
  flags: Partial<Record<string, boolean>>,
  start: string,
): TestEvent => ({
  _id: id,
  title: id,
  site: 'natmus',
  eventFormat: 'occurrences',
  occurrences: [{ period: { from, to }, ...flags, type: 'timeslot', hours: { from: start, to: '18:00' } }],
});

const exhibition: TestEvent = {
  _id: 'exhibition',
  title: 'Exhibition days',
  site: 'natmus',
  eventFormat: 'period',
  period: { from: '2026-03-01', to: '2026-03-30' }, // ends on a Monday: closed
  periodOccurrences: [{ type: 'freeform', timeframes: [{ label: 'Hele dagen' }] }],
};
const lateTour = weekly('late-tour', '2026-03-01', '2026-04-30', { saturday: true, sunday: true }, '14:00');
const earlyTour = weekly('early-tour', '2026-03-01', '2026-04-30', { sunday: true }, '09:00');
const mondayTalk = weekly('monday-talk', '2026-03-01', '2026-04-30', { monday: true }, '12:00');
const hidden = { ...weekly('hidden', '2026-03-01', '2026-04-30', { sunday: true }, '11:00'), showInCalendar: false };
const ended = { ...exhibition, _id: 'ended', period: { from: '2026-02-01', to: '2026-03-20' } };
const events = [lateTour, earlyTour, mondayTalk, hidden, ended, exhibition];

const context = { today: '2026-03-21', site: 'natmus', openingHours };
const ids = (list: { event: { _id: string } }[]) => list.map((entry) => entry.event._id);

describe('calendar window: "from today to a default end date, or the page\'s endDate when set"', () => {
  it.each([
    ['frilandsmuseet', 1, '2026-04-21'],
    ['kronborg', 2, '2026-05-21'],
    ['krigsmuseet', 12, '2027-03-21'],
    ['natmus', 2, '2026-05-21'],
    ['trelleborg', 2, '2026-05-21'],
    ['an unknown site', 2, '2026-05-21'],
  ])('"Calendar horizon by site": %s, %i months', (site, months, to) => {
    expect(calendarHorizon(site).months).toBe(months);
    expect(calendarWindow('2026-03-21', { site })).toEqual({ from: '2026-03-21', to });
  });

  it("the page's endDate wins over the horizon", () => {
    expect(calendarWindow('2026-03-21', { site: 'krigsmuseet', endDate: '2026-04-01' })).toEqual({
      from: '2026-03-21',
      to: '2026-04-01',
    });
  });

  it('a window crossing a DST change has no missing or doubled day', () => {
    for (const today of ['2026-03-15', '2026-10-15']) {
      const calendar = buildDailyCalendar([], { today, site: 'frilandsmuseet' });
      const dates = calendar.days.map((day) => day.date);
      expect(dates).toEqual(eachDay(today, calendar.window!.to));
      expect(new Set(dates).size).toBe(dates.length);
      expect(dates).toHaveLength(32); // 15th to 15th next month, both included
    }
    const year = buildDailyCalendar([], { today: '2026-01-01', site: 'krigsmuseet' });
    expect(year.days).toHaveLength(366); // 1 January 2026 to 1 January 2027
    expect(year.days.map((day) => day.date)).toContain('2026-03-29');
    expect(year.days.map((day) => day.date)).toContain('2026-10-25');
  });
});

describe('calendar, daily layout', () => {
  const daily = buildDailyCalendar(events, { ...context, endDate: '2026-04-05' });
  const day = (date: string) => daily.days.find((entry) => entry.date === date);

  it('lists every day of the window with its opening status', () => {
    expect(daily.days.map((entry) => entry.date)).toEqual(eachDay('2026-03-21', '2026-04-05'));
    expect(day('2026-03-24')?.status).toMatchObject({ open: true, source: 'period' });
  });

  it('"period events sort before occurrence events; occurrence events sort by earliest start time"', () => {
    expect(ids(day('2026-03-22')!.events)).toEqual(['exhibition', 'early-tour', 'late-tour']);
    expect(day('2026-03-22')!.events.map((entry) => entry.kind)).toEqual(['period', 'occurrence', 'occurrence']);
    expect(day('2026-03-22')!.events.map((entry) => entry.earliestStart)).toEqual([null, '09:00', '14:00']);
  });

  it('"A closed day shows no events" (a Monday, and a closed-day exception)', () => {
    expect(day('2026-03-30')).toMatchObject({ status: { open: false }, events: [] });
    expect(day('2026-03-26')).toMatchObject({ status: { open: false, source: 'closedDay' }, events: [] });
  });

  it("an open-day exception on a Monday shows that day's events", () => {
    expect(ids(day('2026-03-23')!.events)).toEqual(['exhibition', 'monday-talk']);
  });

  it('"shown only when showInCalendar is not false and the period end is not before today"', () => {
    const all = daily.days.flatMap((entry) => ids(entry.events));
    expect(all).not.toContain('hidden');
    expect(all).not.toContain('ended');
  });

  it('every listed event is on an open day inside the window', () => {
    for (const entry of daily.days) {
      if (entry.events.length > 0) expect(entry.status?.open).toBe(true);
      expect(entry.date >= daily.window!.from && entry.date <= daily.window!.to).toBe(true);
    }
  });

  it('a DST Sunday keeps the 09:00 start in local time', () => {
    const tour = day('2026-03-29')!.events.find((entry) => entry.event._id === 'early-tour');
    expect(tour?.times[0]).toMatchObject({ from: '09:00', startsAt: '2026-03-29T09:00:00+02:00' });
  });

  it('without opening-hours data every day counts as open', () => {
    const open = buildDailyCalendar([mondayTalk], { today: '2026-03-21', endDate: '2026-03-31' });
    expect(open.days.filter((entry) => entry.events.length > 0).map((entry) => entry.date)).toEqual([
      '2026-03-23',
      '2026-03-30',
    ]);
    expect(open.days[0]?.status).toBeNull();
  });
});

describe('calendar, timeline layout: "period events appear once, with start and end day (the end moves back to the last open day), followed by that day\'s occurrence events. Empty days are omitted."', () => {
  const timeline = buildTimelineCalendar(events, { ...context, endDate: '2026-04-05' });

  it('lists a period event once, on its first open day in the window', () => {
    const listings = timeline.days.flatMap((day) => day.events.filter((entry) => entry.event._id === 'exhibition'));
    expect(listings).toHaveLength(1);
    expect(timeline.days[0]?.date).toBe('2026-03-21');
    expect(timeline.days[0]?.events[0]).toMatchObject({ kind: 'period', start: '2026-03-01' });
  });

  it('moves the end back to the last open day (30 March is a closed Monday)', () => {
    expect(timeline.days[0]?.events[0]).toMatchObject({ end: '2026-03-29' });
  });

  it("follows the period events with that day's occurrence events by earliest start", () => {
    const sunday = timeline.days.find((day) => day.date === '2026-03-22');
    expect(ids(sunday!.events)).toEqual(['early-tour', 'late-tour']);
    expect(ids(timeline.days[0]!.events)).toEqual(['exhibition', 'late-tour']);
  });

  it('omits empty and closed days', () => {
    const dates = timeline.days.map((day) => day.date);
    expect(dates).not.toContain('2026-03-24'); // open, nothing on
    expect(dates).not.toContain('2026-03-30'); // closed Monday
    expect(dates).toContain('2026-03-23'); // extra open Monday with the talk
    expect(timeline.days.every((day) => day.events.length > 0)).toBe(true);
  });

  it('a period event starting on a closed day is listed on its first open day', () => {
    const fromMonday: TestEvent = {
      ...exhibition,
      _id: 'from-monday',
      period: { from: '2026-04-06', to: '2026-04-12' },
    };
    const result = buildTimelineCalendar([fromMonday], { ...context, endDate: '2026-04-30' });
    expect(result.days.map((day) => day.date)).toEqual(['2026-04-07']);
    expect(result.days[0]?.events[0]).toMatchObject({ start: '2026-04-06', end: '2026-04-12' });
  });

  it('the end moves back past cancelled days too', () => {
    const cancelledEnd: TestEvent = { ...exhibition, _id: 'cancelled-end', cancellations: ['2026-03-29'] };
    const result = buildTimelineCalendar([cancelledEnd], context);
    expect(result.days[0]?.events[0]).toMatchObject({ end: '2026-03-28' });
  });
});

describe('calendar: "Calendar building errors give an empty calendar"', () => {
  it('a failure gives an empty calendar, logged', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(buildDailyCalendar(events, { ...context, today: 'not a date' })).toEqual({
      layout: 'daily',
      window: null,
      days: [],
    });
    expect(
      buildTimelineCalendar(events, { ...context, openingHours: { closedDays: [{ date: '26/03/2026' }] } }),
    ).toEqual({ layout: 'timeline', window: null, days: [] });
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('an event that cannot be expanded is left out with a warning; the rest still show', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = {
      ...lateTour,
      _id: 'broken',
      occurrences: [{ ...lateTour.occurrences![0]!, hours: { from: '2pm', to: '18:00' } }],
    };
    const daily = buildDailyCalendar([broken, earlyTour], { ...context, endDate: '2026-03-22' });
    expect(daily.days.flatMap((day) => ids(day.events))).toEqual(['early-tour']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('broken'));
  });

  it('buildCalendar picks the layout', () => {
    expect(buildCalendar(events, { ...context, layout: 'timeline' }).layout).toBe('timeline');
    expect(buildCalendar(events, { ...context, layout: 'daily' }).layout).toBe('daily');
  });
});

describe('calendar teaser: "groups today and tomorrow (events whose period covers the day); empty groups are hidden"', () => {
  it('groups today and tomorrow', () => {
    const groups = calendarTeaser(events, { today: '2026-03-21' });
    expect(groups.map((group) => [group.key, group.date, ids(group.events.map((event) => ({ event })))])).toEqual([
      ['today', '2026-03-21', ['late-tour', 'early-tour', 'monday-talk', 'exhibition']],
      ['tomorrow', '2026-03-22', ['late-tour', 'early-tour', 'monday-talk', 'exhibition']],
    ]);
  });

  it('hides an empty group', () => {
    const groups = calendarTeaser([exhibition], { today: '2026-03-30' });
    expect(groups.map((group) => group.key)).toEqual(['today']);
    expect(calendarTeaser([exhibition], { today: '2026-04-10' })).toEqual([]);
  });

  it('a closed day gives an empty, hidden group when opening hours are given', () => {
    const groups = calendarTeaser([exhibition], { today: '2026-03-29', openingHours });
    expect(groups.map((group) => group.key)).toEqual(['today']); // Monday 30 March closed
  });

  it('a failure gives no groups, logged', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(calendarTeaser(events, { today: '21 March' })).toEqual([]);
    expect(error).toHaveBeenCalled();
  });
});
