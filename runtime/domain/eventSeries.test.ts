import { describe, expect, it } from 'vitest';
import { eventSeries } from './eventSeries';
import { expandEvent } from './events';

/** The recurring series behind the calendar files: the same days as the expansion, written as rules. */
describe('eventSeries', () => {
  it('"occurrences means a weekly pattern inside date ranges": one series per pattern, on its flagged weekdays', () => {
    const series = eventSeries({
      _id: 'tour',
      eventFormat: 'occurrences',
      occurrences: [
        {
          _key: 'weekend',
          period: { from: '2026-11-16', to: '2026-12-20' },
          saturday: true,
          sunday: true,
          type: 'timeslot',
          hours: { from: '11:00', to: '15:00' },
        },
      ],
      cancellations: ['2026-12-05', '2026-11-30'],
    });
    expect(series).toEqual([
      {
        key: 'weekend',
        firstDay: '2026-11-21',
        lastDay: '2026-12-20',
        weekdays: ['saturday', 'sunday'],
        time: { from: '11:00', to: '15:00' },
        timeframes: [],
        // "skipping cancelled dates"; a cancellation off the pattern (a Monday) is no exception
        exceptions: ['2026-12-05'],
      },
    ]);
  });

  it('"period means one date range with the same times": no weekday flag repeats every day', () => {
    const [series] = eventSeries({
      _id: 'exhibition-talk',
      eventFormat: 'period',
      period: { from: '2026-06-01', to: '2026-06-30' },
      periodOccurrences: [{ type: 'timeslot', hours: { from: '10:00', to: '16:00' } }],
      cancellations: ['2026-06-01'],
    });
    expect(series).toMatchObject({ firstDay: '2026-06-02', lastDay: '2026-06-30', exceptions: [] });
    expect(series?.weekdays).toHaveLength(7);
  });

  it('"A closed day shows no events": known closed days become exceptions; a series of closed days only is dropped', () => {
    const event = {
      _id: 'daily',
      eventFormat: 'period' as const,
      period: { from: '2026-11-21', to: '2026-11-30' },
      periodOccurrences: [{ type: 'freeform' as const, timeframes: [{ label: 'Hele dagen' }] }],
    };
    const mondays = (date: string) => date === '2026-11-23' || date === '2026-11-30';
    const [series] = eventSeries(event, { isClosed: mondays });
    expect(series).toMatchObject({ firstDay: '2026-11-21', lastDay: '2026-11-29', exceptions: ['2026-11-23'] });
    expect(series?.time).toBeNull();
    expect(series?.timeframes).toEqual([{ label: 'Hele dagen' }]);
    expect(eventSeries(event, { isClosed: () => true })).toEqual([]);
  });

  it('"Events without occurrences or period occurrences are dropped"; bad times throw', () => {
    expect(eventSeries({ _id: 'empty', eventFormat: 'occurrences', occurrences: [] })).toEqual([]);
    expect(eventSeries({ _id: 'no-period', eventFormat: 'period', periodOccurrences: [{ type: 'freeform' }] })).toEqual(
      [],
    );
    expect(() =>
      eventSeries({
        _id: 'bad',
        eventFormat: 'period',
        period: { from: '2026-06-01', to: '2026-06-02' },
        periodOccurrences: [{ type: 'timeslot', hours: { from: '25:00', to: '26:00' } }],
      }),
    ).toThrow(RangeError);
  });

  it('the series cover exactly the expanded days', () => {
    const event = {
      _id: 'mixed',
      eventFormat: 'occurrences' as const,
      occurrences: [
        {
          period: { from: '2026-09-01', to: '2027-03-31' },
          saturday: true,
          sunday: true,
          type: 'timeslot' as const,
          hours: { from: '11:00', to: '12:00' },
        },
        {
          period: { from: '2026-11-01', to: '2027-01-31' },
          wednesday: true,
          type: 'timeslot' as const,
          hours: { from: '14:00', to: '15:00' },
        },
      ],
      cancellations: ['2026-12-26', '2027-01-02', '2026-12-30'],
    };
    const fromSeries = eventSeries(event)
      .flatMap((series) => {
        const days: string[] = [];
        for (let day = series.firstDay; day <= series.lastDay; ) {
          const weekday = new Date(`${day}T12:00:00Z`).toLocaleDateString('en', { weekday: 'long', timeZone: 'UTC' });
          if (series.weekdays.includes(weekday.toLowerCase() as never) && !series.exceptions.includes(day))
            days.push(day);
          day = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
        }
        return days;
      })
      .sort();
    expect(fromSeries).toEqual(expandEvent(event)?.days.map((day) => day.date));
  });
});
