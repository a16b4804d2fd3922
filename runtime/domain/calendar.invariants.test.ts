import { describe, expect, it, vi } from 'vitest';
import { benchEvents, benchOpeningHours } from '../../bench/calendarEvents';
import { buildDailyCalendar, buildTimelineCalendar, calendarWindow } from './calendar';
import { addDaysTo, copenhagenTime, eachDay } from './calendarDate';
import { expandEvent } from './events';
import { isOpenOn } from './openingHours';

/**
 * Invariants of the calendar over many generated events (seeded, so a failure reproduces): the rules of spec 4 must
 * hold for every event and day, not only for the hand-written examples. fast-check is not a dependency of the
 * project; the generator in bench/calendarEvents.ts (the benchmark's 500 events of mixed formats) stands in for it,
 * over several "today"s.
 */
const todays = ['2026-11-22', '2027-03-27', '2027-10-30', '2028-02-28'];

describe.each(todays)('calendar invariants, today %s', (today) => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const events = benchEvents(300, today);
  const openingHours = benchOpeningHours(today);
  const context = { today, site: 'krigsmuseet', openingHours };
  const daily = buildDailyCalendar(events, context);
  const timeline = buildTimelineCalendar(events, context);
  const window = calendarWindow(today, { site: 'krigsmuseet' });

  it('"A closed day shows no events"', () => {
    for (const day of [...daily.days, ...timeline.days]) {
      if (!isOpenOn(openingHours, day.date)) expect(day.events, day.date).toEqual([]);
    }
  });

  it('every listed day lies inside the window "from today to a default end date", once, in order', () => {
    expect(daily.days.map((day) => day.date)).toEqual(eachDay(window.from, window.to));
    const dates = timeline.days.map((day) => day.date);
    expect([...new Set(dates)].sort()).toEqual(dates);
    for (const date of dates) expect(date >= window.from && date <= window.to, date).toBe(true);
  });

  it('"period events sort before occurrence events; occurrence events sort by earliest start time"', () => {
    for (const day of daily.days) {
      const kinds = day.events.map((event) => event.kind);
      expect(kinds, day.date).toEqual([...kinds].sort((a, b) => (a === b ? 0 : a === 'period' ? -1 : 1)));
      const starts = day.events.filter((event) => event.kind === 'occurrence').map((e) => e.earliestStart ?? '~');
      expect(starts, day.date).toEqual([...starts].sort());
    }
  });

  it('timeline: "period events appear once", ending on an open day of theirs, not after their period', () => {
    const seen = new Set<string>();
    for (const day of timeline.days) {
      for (const entry of day.events) {
        if (entry.kind !== 'period' || !('end' in entry)) continue;
        expect(seen.has(entry.event._id), entry.event._id).toBe(false);
        seen.add(entry.event._id);
        expect(entry.end <= entry.period.to).toBe(true);
        expect(entry.end >= day.date).toBe(true);
      }
    }
    expect(seen.size).toBeGreaterThan(0);
  });

  it('"Empty days are omitted" from the timeline', () => {
    for (const day of timeline.days) expect(day.events.length, day.date).toBeGreaterThan(0);
  });
});

describe('"a 09:00 event on the last Sunday of March and of October is at 09:00 local time", every day of two years', () => {
  it('the fast expansion gives the same instants as the exact Copenhagen conversion, the DST days included', () => {
    const times = ['00:30', '02:30', '09:00', '23:30'];
    for (const time of times) {
      const to = time === '23:30' ? '23:45' : `${time.slice(0, 3)}45`;
      const expanded = expandEvent({
        _id: `every-day-${time}`,
        eventFormat: 'period',
        period: { from: '2026-01-01', to: '2027-12-31' },
        periodOccurrences: [{ type: 'timeslot', hours: { from: time, to } }],
      });
      expect(expanded?.days).toHaveLength(730);
      for (const day of expanded?.days ?? []) {
        const slot = day.times[0];
        if (slot?.type !== 'timeslot') throw new Error('expected a timeslot');
        expect(slot.startsAt, `${day.date} ${time}`).toBe(copenhagenTime(day.date, time).iso);
        expect(slot.endsAt, `${day.date} ${to}`).toBe(copenhagenTime(day.date, to).iso);
      }
    }
    // The changes themselves: summer time from 29 March 2026 and 28 March 2027, winter time from 25 October 2026.
    const nine = (date: string) =>
      expandEvent({
        _id: 'nine',
        eventFormat: 'period',
        period: { from: date, to: date },
        periodOccurrences: [{ type: 'timeslot', hours: { from: '09:00', to: '10:00' } }],
      })?.days[0]?.times[0];
    expect(nine('2026-03-29')).toMatchObject({ startsAt: '2026-03-29T09:00:00+02:00', durationMinutes: 60 });
    expect(nine(addDaysTo('2026-03-29', -1))).toMatchObject({ startsAt: '2026-03-28T09:00:00+01:00' });
    expect(nine('2026-10-25')).toMatchObject({ startsAt: '2026-10-25T09:00:00+01:00' });
    expect(nine('2027-03-28')).toMatchObject({ startsAt: '2027-03-28T09:00:00+02:00' });
  });
});
