import { describe, expect, it } from 'vitest';
import {
  dayStatus,
  type OpeningHours,
  openingHoursToday,
  regularWeek,
  upcomingExceptions,
  weekOverview,
  weekStatus,
} from './openingHours';

const ten = { from: '10:00', to: '17:00' };
const summer = { from: '10:00', to: '18:00' };

/** A museum closed on Mondays, with a summer period, Christmas Eve closed and Easter Monday open. */
const openingHours: OpeningHours = {
  periods: [
    {
      period: { from: '2026-01-01', to: '2026-12-31' },
      monday: null,
      tuesday: ten,
      wednesday: ten,
      thursday: ten,
      friday: ten,
      saturday: ten,
      sunday: ten,
    },
    {
      period: { from: '2026-06-15', to: '2026-08-15' },
      monday: summer,
      tuesday: summer,
      wednesday: summer,
      thursday: summer,
      friday: summer,
      saturday: summer,
      sunday: summer,
    },
  ],
  closedDays: [
    { date: '2026-12-24', reason: { da: 'Juleaften', en: 'Christmas Eve' } },
    { date: '2026-07-01', reason: { da: 'Personalearrangement' } },
    { date: '2026-04-06' }, // both closed and open: closed wins
  ],
  openDays: [
    { date: '2026-04-06', hours: { from: '11:00', to: '15:00' } }, // Easter Monday
    { date: '2026-04-13', hours: { from: '11:00', to: '16:00' } }, // an extra open Monday
    { date: '2026-12-24', hours: ten },
  ],
};

describe('opening hours: "closed-day exception beats open-day exception beats regular period; otherwise closed"', () => {
  it('the regular period gives the hours of the weekday', () => {
    expect(dayStatus(openingHours, '2026-03-03')).toEqual({
      date: '2026-03-03',
      open: true,
      hours: ten,
      source: 'period',
    });
  });

  it('a weekday without hours in the period is closed', () => {
    expect(dayStatus(openingHours, '2026-03-02')).toEqual({
      date: '2026-03-02',
      open: false,
      hours: null,
      source: 'period',
    });
  });

  it('an open-day exception beats the regular period', () => {
    expect(dayStatus(openingHours, '2026-04-13')).toEqual({
      date: '2026-04-13',
      open: true,
      hours: { from: '11:00', to: '16:00' },
      source: 'openDay',
    });
  });

  it('a closed-day exception beats the regular period and gives its reason per locale', () => {
    expect(dayStatus(openingHours, '2026-07-01')).toMatchObject({
      open: false,
      source: 'closedDay',
      reason: { da: 'Personalearrangement' },
    });
  });

  it('a closed-day exception beats an open-day exception on the same day', () => {
    expect(dayStatus(openingHours, '2026-12-24')).toMatchObject({
      open: false,
      source: 'closedDay',
      reason: { da: 'Juleaften' },
    });
    expect(dayStatus(openingHours, '2026-04-06')).toMatchObject({ open: false, source: 'closedDay' });
  });

  it('"otherwise closed": a day outside every period, or no opening hours at all', () => {
    expect(dayStatus(openingHours, '2027-01-05')).toEqual({
      date: '2027-01-05',
      open: false,
      hours: null,
      source: 'none',
    });
    expect(dayStatus(null, '2026-03-03')).toMatchObject({ open: false, source: 'none' });
    expect(dayStatus({}, '2026-03-03')).toMatchObject({ open: false, source: 'none' });
  });

  it('the shortest period covering a day wins over an enclosing one', () => {
    expect(dayStatus(openingHours, '2026-07-06')).toMatchObject({ open: true, hours: summer, source: 'period' }); // a Monday
    expect(dayStatus(openingHours, '2026-08-17')).toMatchObject({ open: false, source: 'period' }); // a Monday after
  });

  it('a weekday with empty hours counts as closed', () => {
    expect(
      dayStatus(
        { periods: [{ period: { from: '2026-01-01', to: '2026-12-31' }, tuesday: { from: '', to: '' } }] },
        '2026-03-03',
      ),
    ).toMatchObject({ open: false });
  });

  it('invalid dates or times throw', () => {
    expect(() => dayStatus(openingHours, '2026-02-30')).toThrow(RangeError);
    expect(() =>
      dayStatus({ openDays: [{ date: '2026-03-03', hours: { from: '10', to: '17:00' } }] }, '2026-03-03'),
    ).toThrow(RangeError);
    expect(() => dayStatus({ closedDays: [{ date: '24/12/2026' }] }, '2026-03-03')).toThrow(RangeError);
  });
});

describe('opening hours: "openToday" and today for the shell', () => {
  it('is open today from the injected clock, in Copenhagen time', () => {
    // 23:30 UTC on Monday 2 March is Tuesday 3 March in Copenhagen.
    const result = openingHoursToday(openingHours, () => new Date('2026-03-02T23:30:00Z'));
    expect(result.openToday).toBe(true);
    expect(result.today).toMatchObject({ date: '2026-03-03', hours: ten });
  });

  it('is closed today on a closed day', () => {
    const result = openingHoursToday(openingHours, () => new Date('2026-12-24T10:00:00Z'));
    expect(result).toMatchObject({ openToday: false, today: { source: 'closedDay' } });
  });
});

describe('opening hours: week overview, "Week starts Monday"', () => {
  it('the regular week of the period runs Monday to Sunday', () => {
    const week = regularWeek(openingHours, '2026-03-04');
    expect(week.map((day) => day.weekday)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    expect(week[0]?.hours).toBeNull();
    expect(week[1]?.hours).toEqual(ten);
    expect(regularWeek(openingHours, '2027-03-04')).toEqual([]);
  });

  it('the actual week includes the exceptions', () => {
    const week = weekStatus(openingHours, '2026-04-08'); // Easter week
    expect(week.map((day) => day.date)).toEqual([
      '2026-04-06',
      '2026-04-07',
      '2026-04-08',
      '2026-04-09',
      '2026-04-10',
      '2026-04-11',
      '2026-04-12',
    ]);
    const overview = weekOverview(openingHours, '2026-04-13');
    expect(overview[0]).toEqual({ weekday: 'monday', hours: { from: '11:00', to: '16:00' } });
  });

  it('a week across the October DST change has seven distinct days', () => {
    const week = weekStatus(openingHours, '2026-10-25');
    expect(new Set(week.map((day) => day.date)).size).toBe(7);
    expect(week.at(-1)).toMatchObject({ date: '2026-10-25', open: true, hours: ten });
  });

  it('lists upcoming exceptions in date order', () => {
    expect(upcomingExceptions(openingHours, '2026-04-01', '2026-12-31').map((day) => [day.date, day.open])).toEqual([
      ['2026-04-06', false],
      ['2026-04-13', true],
      ['2026-07-01', false],
      ['2026-12-24', false],
    ]);
  });
});
