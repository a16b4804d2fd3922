import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildDailyCalendar, buildTimelineCalendar, type CalendarContext, calendarWindow } from './calendar';
import {
  addDaysTo,
  copenhagenTime,
  type DateRange,
  eachDay,
  epochDayOf,
  type IsoDate,
  isoDateOfEpochDay,
  weekdays,
} from './calendarDate';
import { MUSEUM_TIME_ZONE } from './clock';
import { type EventInput, expandEvent, type Occurrence } from './events';
import { isOpenOn, type OpeningHours, type OpeningHoursPeriod } from './openingHours';

/**
 * Property-based tests (fast-check) of the calendar's invariants: the rules of the spec must hold for any
 * events, opening hours, site and today, not only for the hand-written examples. fast-check shrinks a failure to a
 * small counterexample and prints the seed that reproduces it.
 */

// ---- Arbitraries -------------------------------------------------------------------------------------------------

const FIRST_DAY = epochDayOf('2026-01-01');
const LAST_DAY = epochDayOf('2028-12-31');

/** The last Sundays of March and October (the daylight-saving changes) of 2026-2028, drawn often. */
const changeDays = ['2026-03-29', '2026-10-25', '2027-03-28', '2027-10-31', '2028-03-26', '2028-10-29'];

const isoDate = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: FIRST_DAY, max: LAST_DAY }).map(isoDateOfEpochDay) },
  { weight: 1, arbitrary: fc.constantFrom(...changeDays) },
);

/** A range of up to `maxDays` days from a day. */
const dateRange = (maxDays: number): fc.Arbitrary<DateRange> =>
  fc.tuple(isoDate, fc.nat({ max: maxDays })).map(([from, length]) => ({ from, to: addDaysTo(from, length) }));

const clockTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
  .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);

const timeRange = fc.tuple(clockTime, clockTime).map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a }));

const weekdayFlags = fc.record(
  Object.fromEntries(weekdays.map((day) => [day, fc.boolean()])) as Record<
    (typeof weekdays)[number],
    fc.Arbitrary<boolean>
  >,
);

const timeslot = fc.record({ type: fc.constant('timeslot' as const), hours: timeRange });
const freeform = fc.record({
  type: fc.constant('freeform' as const),
  timeframes: fc.array(
    fc.record({ label: fc.constantFrom('Hele dagen', 'Aften'), from: fc.option(clockTime, { nil: undefined }) }),
    { maxLength: 2 },
  ),
});
const timeOfOccurrence = fc.oneof(timeslot, freeform);

const periodEvent = (id: string): fc.Arbitrary<EventInput> =>
  fc
    .record({
      period: dateRange(200),
      occurrences: fc.array(
        fc
          .tuple(timeOfOccurrence, fc.option(weekdayFlags, { nil: undefined }))
          .map(([time, flags]): Occurrence => ({ ...time, ...flags })),
        { minLength: 1, maxLength: 2 },
      ),
      cancellations: fc.array(isoDate, { maxLength: 3 }),
    })
    .map(({ period, occurrences, cancellations }) => ({
      _id: id,
      eventFormat: 'period' as const,
      period,
      periodOccurrences: occurrences,
      cancellations: [...cancellations, addDaysTo(period.from, 1)],
    }));

const occurrencesEvent = (id: string): fc.Arbitrary<EventInput> =>
  fc
    .record({
      occurrences: fc.array(
        fc
          .tuple(timeOfOccurrence, weekdayFlags, dateRange(120))
          .map(([time, flags, period]): Occurrence => ({ ...time, ...flags, period })),
        { minLength: 1, maxLength: 3 },
      ),
      cancellations: fc.array(isoDate, { maxLength: 3 }),
    })
    .map(({ occurrences, cancellations }) => ({
      _id: id,
      eventFormat: 'occurrences' as const,
      occurrences,
      cancellations,
    }));

const events: fc.Arbitrary<EventInput[]> = fc
  .array(fc.boolean(), { maxLength: 12 })
  .chain((kinds) =>
    fc.tuple(...kinds.map((period, index) => (period ? periodEvent(`p${index}`) : occurrencesEvent(`o${index}`)))),
  )
  .map((list) => [...list]);

const openingHours: fc.Arbitrary<OpeningHours | null> = fc.option(
  fc.record({
    periods: fc.array(
      fc
        .tuple(
          dateRange(500),
          fc.tuple(...weekdays.map(() => fc.option(fc.constant({ from: '10:00', to: '17:00' }), { nil: null }))),
        )
        .map(
          ([period, hours]): OpeningHoursPeriod => ({
            period,
            ...Object.fromEntries(weekdays.map((day, index) => [day, hours[index]])),
          }),
        ),
      { maxLength: 3 },
    ),
    closedDays: fc.array(
      isoDate.map((date) => ({ date })),
      { maxLength: 5 },
    ),
    openDays: fc.array(
      isoDate.map((date) => ({ date, hours: { from: '10:00', to: '16:00' } })),
      { maxLength: 3 },
    ),
  }),
  { nil: null },
);

const context: fc.Arbitrary<CalendarContext> = fc
  .record({
    today: isoDate,
    site: fc.constantFrom('natmus', 'krigsmuseet', 'frilandsmuseet', 'kronborg', null),
    /** The page's endDate, as days from today (a few before today: an empty window). */
    endDateOffset: fc.option(fc.integer({ min: -3, max: 90 }), { nil: null }),
    openingHours,
  })
  .map(({ endDateOffset, ...ctx }) => ({
    ...ctx,
    endDate: endDateOffset === null ? null : addDaysTo(ctx.today, endDateOffset),
  }));

const RUNS = { numRuns: 60 };

// ---- Properties --------------------------------------------------------------------------------------------------

beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(() => vi.restoreAllMocks());

describe('calendar invariants (fast-check)', () => {
  it('"A closed day shows no events", in the daily and the timeline layout', () => {
    fc.assert(
      fc.property(events, context, (list, ctx) => {
        for (const day of [...buildDailyCalendar(list, ctx).days, ...buildTimelineCalendar(list, ctx).days]) {
          if (ctx.openingHours && !isOpenOn(ctx.openingHours, day.date)) expect(day.events, day.date).toEqual([]);
        }
        for (const day of buildTimelineCalendar(list, ctx).days) {
          if (ctx.openingHours) expect(isOpenOn(ctx.openingHours, day.date), day.date).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('every listed day lies inside the window "from today to a default end date, or the page\'s endDate", once, in order', () => {
    fc.assert(
      fc.property(events, context, (list, ctx) => {
        const window = calendarWindow(ctx.today, ctx);
        expect(buildDailyCalendar(list, ctx).days.map((day) => day.date)).toEqual(eachDay(window.from, window.to));
        const dates = buildTimelineCalendar(list, ctx).days.map((day) => day.date);
        for (const [index, date] of dates.entries()) {
          expect(date >= window.from && date <= window.to, date).toBe(true);
          if (index > 0) expect(date > (dates[index - 1] as IsoDate), date).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('"period events sort before occurrence events; occurrence events sort by earliest start time"', () => {
    fc.assert(
      fc.property(events, context, (list, ctx) => {
        for (const calendar of [buildDailyCalendar(list, ctx), buildTimelineCalendar(list, ctx)]) {
          for (const day of calendar.days) {
            const kinds = day.events.map((entry) => entry.kind);
            const firstOccurrence = kinds.indexOf('occurrence');
            if (firstOccurrence >= 0) expect(kinds.slice(firstOccurrence), day.date).not.toContain('period');
            const starts = day.events
              .filter((entry) => entry.kind === 'occurrence')
              .map((entry) => entry.earliestStart ?? '~');
            expect(starts, day.date).toEqual([...starts].sort());
          }
        }
      }),
      RUNS,
    );
  });

  it('timeline: "period events appear once, with start and end day (the end moves back to the last open day)"; "Empty days are omitted"', () => {
    fc.assert(
      fc.property(events, context, (list, ctx) => {
        const seen = new Set<string>();
        for (const day of buildTimelineCalendar(list, ctx).days) {
          expect(day.events.length, day.date).toBeGreaterThan(0);
          for (const entry of day.events) {
            if (!('end' in entry)) continue;
            expect(seen.has(entry.event._id), entry.event._id).toBe(false);
            seen.add(entry.event._id);
            expect(entry.start).toBe(entry.period.from);
            expect(entry.end <= entry.period.to && entry.end >= day.date, `${entry.event._id} ${entry.end}`).toBe(true);
            if (ctx.openingHours && entry.end !== day.date) expect(isOpenOn(ctx.openingHours, entry.end)).toBe(true);
          }
        }
      }),
      RUNS,
    );
  });

  it('"a 09:00 event on the last Sunday of March and of October is at 09:00 local time": DST days keep local times', () => {
    fc.assert(
      fc.property(isoDate, timeRange, (date, hours) => {
        const day = expandEvent({
          _id: 'slot',
          eventFormat: 'period',
          period: { from: date, to: date },
          periodOccurrences: [{ type: 'timeslot', hours }],
        })?.days[0];
        const slot = day?.times[0];
        if (slot?.type !== 'timeslot') throw new Error('expected a timeslot');
        // The fast path (one offset per day) and the exact conversion agree, on the change days too.
        expect(slot.startsAt).toBe(copenhagenTime(date, hours.from).iso);
        // The end is its own instant, unless the skipped hour moved the start past it (02:30-03:00 on 29 March).
        const end = copenhagenTime(date, hours.to);
        const endBeforeStart = end.instant < copenhagenTime(date, hours.from).instant;
        expect(slot.endsAt).toBe(endBeforeStart ? slot.startsAt : end.iso);
        expect(slot.durationMinutes).toBeGreaterThanOrEqual(0);
        expect(slot.startsAt.slice(0, 16)).toBe(`${date}T${hours.from}`);
        // The instant, read back on a Copenhagen clock, is the wall-clock time (02:xx does not exist on the spring
        // change night and is moved on by the clock change itself).
        const local = format(new TZDate(new Date(slot.startsAt).getTime(), MUSEUM_TIME_ZONE), 'yyyy-MM-dd HH:mm');
        if (!(changeDays.includes(date) && hours.from.startsWith('02'))) expect(local).toBe(`${date} ${hours.from}`);
      }),
      { numRuns: 300 },
    );
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
