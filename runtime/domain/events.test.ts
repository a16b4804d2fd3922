import { describe, expect, it } from 'vitest';
import {
  type EventInput,
  eventPeriod,
  expandEvent,
  expandOccurrence,
  featuredEvents,
  happensOn,
  isEventShown,
  isFeaturedEvent,
  type Occurrence,
  occurrenceTime,
  periodCovers,
} from './events';

type TestEvent = EventInput & { title: string };

const tour: TestEvent = {
  _id: 'tour',
  title: 'Guided tour',
  site: 'natmus',
  eventFormat: 'occurrences',
  occurrences: [
    {
      period: { from: '2026-03-01', to: '2026-03-31' },
      saturday: true,
      sunday: true,
      type: 'timeslot',
      hours: { from: '09:00', to: '10:30' },
    },
  ],
  cancellations: ['2026-03-15'],
};

const exhibitionDays: TestEvent = {
  _id: 'exhibition-days',
  title: 'Exhibition days',
  site: 'natmus',
  eventFormat: 'period',
  period: { from: '2026-06-01', to: '2026-06-07' },
  periodOccurrences: [{ type: 'timeslot', hours: { from: '10:00', to: '16:00' } }],
};

describe('events: "Occurrence days are expanded from the weekday flags, skipping cancelled dates"', () => {
  it('expands the flagged weekdays inside the occurrence period', () => {
    const days = expandEvent(tour)?.days.map((day) => day.date);
    expect(days).toEqual([
      '2026-03-01',
      '2026-03-07',
      '2026-03-08',
      '2026-03-14',
      // 2026-03-15 cancelled
      '2026-03-21',
      '2026-03-22',
      '2026-03-28',
      '2026-03-29',
    ]);
  });

  it('no weekday flag set gives no days', () => {
    const occurrence: Occurrence = {
      period: { from: '2026-03-01', to: '2026-03-31' },
      type: 'timeslot',
      hours: { from: '09:00', to: '10:00' },
    };
    expect(expandOccurrence(occurrence)).toEqual([]);
  });

  it('expands only inside the range asked for', () => {
    const days = expandEvent(tour, { from: '2026-03-10', to: '2026-03-22' })?.days.map((day) => day.date);
    expect(days).toEqual(['2026-03-14', '2026-03-21', '2026-03-22']);
    expect(expandEvent(tour, { from: '2026-05-01', to: '2026-05-31' })?.days).toEqual([]);
  });

  it('several occurrences on one day make one day with all their times, by start', () => {
    const event: EventInput = {
      _id: 'two-slots',
      eventFormat: 'occurrences',
      occurrences: [
        {
          period: { from: '2026-03-02', to: '2026-03-02' },
          monday: true,
          type: 'timeslot',
          hours: { from: '14:00', to: '15:00' },
        },
        {
          period: { from: '2026-03-02', to: '2026-03-02' },
          monday: true,
          type: 'timeslot',
          hours: { from: '11:00', to: '12:00' },
        },
      ],
    };
    const [day] = expandEvent(event)?.days ?? [];
    expect(day?.times.map((time) => time.type === 'timeslot' && time.from)).toEqual(['11:00', '14:00']);
    expect(day?.earliestStart).toBe('11:00');
  });
});

describe('events: "a timeslot yields from, to and duration; freeform yields timeframes"', () => {
  it('a timeslot yields from, to, duration and the instants', () => {
    expect(occurrenceTime({ type: 'timeslot', hours: { from: '09:00', to: '10:30' } }, '2026-03-07')).toEqual({
      type: 'timeslot',
      from: '09:00',
      to: '10:30',
      startsAt: '2026-03-07T09:00:00+01:00',
      endsAt: '2026-03-07T10:30:00+01:00',
      durationMinutes: 90,
    });
  });

  it('freeform yields its timeframes', () => {
    const timeframes = [{ label: 'Hele dagen' }, { label: 'Aftenåbent', from: '17:00', to: '21:00' }];
    expect(occurrenceTime({ type: 'freeform', timeframes }, '2026-03-07')).toEqual({ type: 'freeform', timeframes });
  });

  it('a freeform day starts at its earliest timeframe, or has no start', () => {
    const event: EventInput = {
      _id: 'freeform',
      eventFormat: 'occurrences',
      occurrences: [
        {
          period: { from: '2026-03-07', to: '2026-03-07' },
          saturday: true,
          type: 'freeform',
          timeframes: [{ from: '13:00' }, { from: '10:00' }, { label: 'Hele dagen' }],
        },
      ],
    };
    expect(expandEvent(event)?.days[0]?.earliestStart).toBe('10:00');
    const noTimes = { ...event, occurrences: [{ ...event.occurrences![0]!, timeframes: [{ label: 'Hele dagen' }] }] };
    expect(expandEvent(noTimes)?.days[0]?.earliestStart).toBeNull();
  });

  it('a timeslot without hours, with invalid times or ending before it starts throws', () => {
    expect(() => occurrenceTime({ type: 'timeslot' }, '2026-03-07')).toThrow(RangeError);
    expect(() => occurrenceTime({ type: 'timeslot', hours: { from: '9', to: '10:00' } }, '2026-03-07')).toThrow(
      RangeError,
    );
    expect(() => occurrenceTime({ type: 'timeslot', hours: { from: '11:00', to: '10:00' } }, '2026-03-07')).toThrow(
      RangeError,
    );
  });
});

describe('events: daylight saving, "a 09:00 event on the last Sunday of March and of October is at 09:00 local time"', () => {
  const sundays: EventInput = {
    _id: 'sunday-tour',
    eventFormat: 'occurrences',
    occurrences: [
      {
        period: { from: '2026-03-01', to: '2026-11-30' },
        sunday: true,
        type: 'timeslot',
        hours: { from: '09:00', to: '10:00' },
      },
    ],
  };
  const timeOn = (date: string) => {
    const time = expandEvent(sundays)?.days.find((day) => day.date === date)?.times[0];
    if (time?.type !== 'timeslot') throw new Error(`no timeslot on ${date}`);
    return time;
  };

  it('29 March 2026: 09:00 local, 07:00 UTC (the Sunday before: 08:00 UTC)', () => {
    expect(timeOn('2026-03-29')).toMatchObject({
      from: '09:00',
      startsAt: '2026-03-29T09:00:00+02:00',
      durationMinutes: 60,
    });
    expect(new Date(timeOn('2026-03-29').startsAt).toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(new Date(timeOn('2026-03-22').startsAt).toISOString()).toBe('2026-03-22T08:00:00.000Z');
  });

  it('25 October 2026: 09:00 local, 08:00 UTC (the Sunday before: 07:00 UTC)', () => {
    expect(timeOn('2026-10-25')).toMatchObject({
      from: '09:00',
      startsAt: '2026-10-25T09:00:00+01:00',
      durationMinutes: 60,
    });
    expect(new Date(timeOn('2026-10-25').startsAt).toISOString()).toBe('2026-10-25T08:00:00.000Z');
    expect(new Date(timeOn('2026-10-18').startsAt).toISOString()).toBe('2026-10-18T07:00:00.000Z');
  });

  it('every Sunday is listed once, the DST Sundays included', () => {
    const days = expandEvent(sundays)?.days.map((day) => day.date) ?? [];
    expect(days).toContain('2026-03-29');
    expect(days).toContain('2026-10-25');
    expect(new Set(days).size).toBe(days.length);
    expect(days).toHaveLength(40); // 1 March to 29 November
  });

  it('a slot inside the hour skipped on the spring-forward night (02:30-03:00) lasts 0 minutes and is no error', () => {
    const time = occurrenceTime({ type: 'timeslot', hours: { from: '02:30', to: '03:00' } }, '2026-03-29');
    expect(time).toMatchObject({ durationMinutes: 0 });
    expect(time.type === 'timeslot' && time.endsAt).toBe(time.type === 'timeslot' && time.startsAt);
  });

  it('the skipped hour itself (02:00-03:00 on the spring-forward night) lasts 0 minutes and ends at 03:00 summer time', () => {
    expect(occurrenceTime({ type: 'timeslot', hours: { from: '02:00', to: '03:00' } }, '2026-03-29')).toMatchObject({
      startsAt: '2026-03-29T02:00:00+01:00',
      endsAt: '2026-03-29T03:00:00+02:00',
      durationMinutes: 0,
    });
  });

  it('a night slot on the spring-forward night lasts an hour less', () => {
    expect(occurrenceTime({ type: 'timeslot', hours: { from: '01:00', to: '04:00' } }, '2026-03-29')).toMatchObject({
      durationMinutes: 120,
    });
  });
});

describe('events: "period means one date range with the same times"', () => {
  it('a period event happens every day of its period with the same times', () => {
    const expanded = expandEvent(exhibitionDays);
    expect(expanded?.days.map((day) => day.date)).toEqual([
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
      '2026-06-05',
      '2026-06-06',
      '2026-06-07',
    ]);
    expect(expanded?.days.every((day) => day.earliestStart === '10:00')).toBe(true);
    expect(expanded?.format).toBe('period');
  });

  it('period occurrences with weekday flags limit the days, and cancellations are skipped', () => {
    const weekends: EventInput = {
      ...exhibitionDays,
      cancellations: ['2026-06-07'],
      periodOccurrences: [{ type: 'timeslot', saturday: true, sunday: true, hours: { from: '10:00', to: '16:00' } }],
    };
    expect(expandEvent(weekends)?.days.map((day) => day.date)).toEqual(['2026-06-06']);
    expect(happensOn(weekends, '2026-06-06')).toBe(true);
    expect(happensOn(weekends, '2026-06-05')).toBe(false);
  });
});

describe('events: "Events without occurrences or period occurrences are dropped"', () => {
  it.each([
    ['an occurrences event without occurrences', { ...tour, occurrences: [] }],
    ['an occurrences event with null occurrences', { ...tour, occurrences: null }],
    ['a period event without period occurrences', { ...exhibitionDays, periodOccurrences: undefined }],
    ['a period event without a period', { ...exhibitionDays, period: null }],
    [
      'a period event that only has weekly occurrences',
      { ...exhibitionDays, periodOccurrences: [], occurrences: tour.occurrences },
    ],
  ])('drops %s', (_, event) => {
    expect(expandEvent(event as EventInput)).toBeNull();
  });
});

describe('events: "shown only when showInCalendar is not false and the period end is not before today"', () => {
  it.each([
    [true, '2026-06-07', true],
    [undefined, '2026-06-07', true],
    [null, '2026-06-07', true],
    [false, '2026-06-01', false],
    [true, '2026-06-08', false],
  ])('showInCalendar %s, today %s: shown %s', (showInCalendar, today, shown) => {
    expect(isEventShown({ ...exhibitionDays, showInCalendar }, today)).toBe(shown);
  });

  it('an occurrences event ends with its last occurrence period', () => {
    expect(eventPeriod(tour)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(isEventShown(tour, '2026-03-31')).toBe(true);
    expect(isEventShown(tour, '2026-04-01')).toBe(false);
  });

  it('an event without any period is not shown', () => {
    expect(isEventShown({ _id: 'x', eventFormat: 'occurrences', occurrences: [] }, '2026-01-01')).toBe(false);
  });
});

describe('events: "Featured events must belong to the current site and have a period"', () => {
  it('belongs to the current site and has a period', () => {
    expect(isFeaturedEvent(exhibitionDays, 'natmus')).toBe(true);
    expect(isFeaturedEvent(exhibitionDays, 'kronborg')).toBe(false);
    expect(isFeaturedEvent({ ...exhibitionDays, site: undefined }, 'natmus')).toBe(false);
    expect(isFeaturedEvent(tour, 'natmus')).toBe(false); // no period of its own
  });

  it('featured events keep the editor order and leave out ended ones', () => {
    const later = { ...exhibitionDays, _id: 'later', period: { from: '2026-09-01', to: '2026-09-30' } };
    const other = { ...exhibitionDays, _id: 'other', site: 'kronborg' };
    expect(
      featuredEvents([later, other, exhibitionDays, tour], { site: 'natmus', today: '2026-06-01' }).map((e) => e._id),
    ).toEqual(['later', 'exhibition-days']);
    expect(featuredEvents([later, exhibitionDays], { site: 'natmus', today: '2026-06-08' }).map((e) => e._id)).toEqual([
      'later',
    ]);
  });
});

describe('events: period coverage (the calendar teaser rule)', () => {
  it('covers the days of the period, not cancelled ones', () => {
    expect(periodCovers(exhibitionDays, '2026-06-01')).toBe(true);
    expect(periodCovers(exhibitionDays, '2026-06-08')).toBe(false);
    expect(periodCovers({ ...exhibitionDays, cancellations: ['2026-06-02'] }, '2026-06-02')).toBe(false);
  });

  it('invalid dates throw', () => {
    expect(() => expandEvent({ ...exhibitionDays, period: { from: '2026-06-01', to: '2026-06-31' } })).toThrow(
      RangeError,
    );
    expect(() => expandEvent({ ...tour, cancellations: ['someday'] })).toThrow(RangeError);
    expect(() => eventPeriod({ ...exhibitionDays, period: { from: '2026-06-07', to: '2026-06-01' } })).toThrow(
      RangeError,
    );
  });
});
