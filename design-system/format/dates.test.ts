import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from './datePattern';
import {
  dayOrPeriodOrNull,
  formatDateRange,
  formatLongDate,
  formatShortDate,
  formatTime,
  formatTimeRange,
  isCalendarDate,
  timeRangeOrNull,
  toCopenhagenDate,
  weekdayName,
  weekdayOf,
  weekdays,
} from './dates';

afterEach(() => vi.restoreAllMocks());

describe('dates: "Dates show in da-DK long format (day, month name, year) in the Copenhagen time zone"', () => {
  it('formats a calendar date in the long format of each locale', () => {
    expect(formatLongDate('2026-03-05', 'da')).toBe('5. marts 2026');
    expect(formatLongDate('2026-03-05', 'en')).toBe('5 March 2026');
    expect(formatLongDate('2026-03-05', 'de')).toBe('5. März 2026');
    expect(formatLongDate('2026-03-05', 'sv')).toBe('5 mars 2026');
  });

  it('shows an instant as its Copenhagen date, not its UTC date', () => {
    // 23:30 UTC on 31 December is already 1 January in Copenhagen.
    expect(formatLongDate(new Date('2026-12-31T23:30:00Z'), 'da')).toBe('1. januar 2027');
    expect(formatLongDate('2026-06-30T22:30:00Z', 'da')).toBe('1. juli 2026');
  });

  it('a calendar date stays that day whatever the process time zone (DST days included)', () => {
    expect(formatLongDate('2026-03-29', 'da')).toBe('29. marts 2026');
    expect(formatLongDate('2026-10-25', 'da')).toBe('25. oktober 2026');
  });
});

describe('dates: "date ranges use Danish short month and day"', () => {
  it('formats a range with short month and day', () => {
    expect(formatDateRange('2026-03-05', '2026-04-12', 'da')).toBe('5. mar. - 12. apr.');
    expect(formatDateRange('2026-03-05', '2026-04-12', 'en')).toBe('5 Mar - 12 Apr');
  });

  it('one day gives one date', () => {
    expect(formatDateRange('2026-05-01', '2026-05-01', 'da')).toBe('1. maj');
  });

  it('a range across new year carries both years', () => {
    expect(formatDateRange('2026-12-20', '2027-01-05', 'da')).toBe('20. dec. 2026 - 5. jan. 2027');
  });

  it('a range ending before it starts throws', () => {
    expect(() => formatDateRange('2026-05-02', '2026-05-01', 'da')).toThrow(RangeError);
  });

  it('short date with year', () => {
    expect(formatShortDate('2026-03-05', 'da', { year: true })).toBe('5. mar. 2026');
  });
});

describe('dates: "Weekday names long and short in four languages"', () => {
  it.each([
    ['da', 'mandag', 'søndag', 'man.'],
    ['en', 'Monday', 'Sunday', 'Mon'],
    ['de', 'Montag', 'Sonntag', 'Mo'],
    ['sv', 'måndag', 'söndag', 'mån'],
  ])('%s: %s … %s, short %s', (locale, monday, sunday, shortMonday) => {
    expect(weekdayName('monday', locale)).toBe(monday);
    expect(weekdayName('sunday', locale, 'long')).toBe(sunday);
    expect(weekdayName('monday', locale, 'short')).toBe(shortMonday);
  });

  it('"Week starts Monday": the weekday list runs Monday to Sunday', () => {
    expect(weekdays[0]).toBe('monday');
    expect(weekdays[6]).toBe('sunday');
    expect(weekdays.map((day) => weekdayName(day, 'da'))).toEqual([
      'mandag',
      'tirsdag',
      'onsdag',
      'torsdag',
      'fredag',
      'lørdag',
      'søndag',
    ]);
  });

  it('names the Copenhagen weekday of a date', () => {
    expect(weekdayName('2026-03-29', 'da')).toBe('søndag');
    expect(weekdayOf('2026-03-29')).toBe('sunday');
    // Sunday 23:30 UTC is Monday in Copenhagen.
    expect(weekdayOf(new Date('2026-03-29T23:30:00Z'))).toBe('monday');
  });
});

describe('dates: times "from - to" in Copenhagen time', () => {
  it('formats a wall-clock time per locale, 24-hour', () => {
    expect(formatTime('10:00', 'da')).toBe('10.00');
    expect(formatTime('17:30', 'en')).toBe('17:30');
    expect(formatTime('09:05', 'de')).toBe('09:05');
    expect(formatTimeRange('10:00', '17:00', 'da')).toBe('10.00 - 17.00');
  });

  it('formats an instant as Copenhagen wall-clock time across the DST changes', () => {
    expect(formatTime(new Date('2026-03-28T08:00:00Z'), 'da')).toBe('09.00'); // winter time, UTC+1
    expect(formatTime(new Date('2026-03-29T07:00:00Z'), 'da')).toBe('09.00'); // summer time, UTC+2
    expect(formatTime(new Date('2026-10-24T07:00:00Z'), 'da')).toBe('09.00'); // summer time
    expect(formatTime(new Date('2026-10-25T08:00:00Z'), 'da')).toBe('09.00'); // winter time again
    expect(formatTime('2026-03-29T09:00:00+02:00', 'en')).toBe('09:00');
  });
});

describe('dates: "Date helpers given invalid format tokens or dates: throw"', () => {
  it.each([
    ['an impossible calendar date', '2026-02-30'],
    ['a month 13', '2026-13-01'],
    ['free text', 'next tuesday'],
    ['an empty string', ''],
  ])('throws for %s', (_, value) => {
    expect(() => formatLongDate(value, 'da')).toThrow(RangeError);
    expect(() => formatDate(value, 'yyyy', 'da')).toThrow(RangeError);
    expect(() => formatDateRange(value, '2026-01-01', 'da')).toThrow(RangeError);
  });

  it('throws for an invalid Date and an invalid ISO date-time', () => {
    expect(() => formatLongDate(new Date(Number.NaN), 'da')).toThrow(RangeError);
    expect(() => formatTime('2026-03-29T25:99:00Z', 'da')).toThrow(RangeError);
  });

  it('throws for an invalid time', () => {
    expect(() => formatTime('24:00', 'da')).toThrow(RangeError);
    expect(() => formatTime('9:00', 'da')).toThrow(RangeError);
    expect(() => weekdayName('funday', 'da')).toThrow(RangeError);
  });

  it('throws for invalid date-fns format tokens', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {}); // date-fns explains YYYY before throwing
    expect(() => formatDate('2026-03-05', 'yyyy-jj', 'da')).toThrow(RangeError);
    expect(() => formatDate('2026-03-05', 'YYYY', 'da')).toThrow(RangeError);
  });

  it('formats with valid date-fns tokens in the locale and Copenhagen time', () => {
    expect(formatDate('2026-03-05', 'EEEE d. MMMM yyyy', 'da')).toBe('torsdag 5. marts 2026');
    expect(formatDate(new Date('2026-03-29T07:00:00Z'), 'HH:mm xxx', 'da')).toBe('09:00 +02:00');
    expect(formatDate(new Date('2026-03-28T08:00:00Z'), 'HH:mm xxx', 'da')).toBe('09:00 +01:00');
  });

  it('isCalendarDate knows real dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate(20260101)).toBe(false);
    expect(toCopenhagenDate('2026-03-29').toISOString()).toBe('2026-03-29T00:00:00.000+01:00');
  });
});

describe('dates: locales', () => {
  it('accepts se for Swedish, and falls back to Danish with a warning for an unknown locale', () => {
    expect(formatLongDate('2026-03-05', 'se')).toBe('5 mars 2026');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(formatLongDate('2026-03-05', 'fi')).toBe('5. marts 2026');
    expect(warn).toHaveBeenCalled();
  });
});

describe('dates of editor data in lists (teasers, compact rows)', () => {
  it('one day as a long date, a period as a short range; missing or unreadable gives null', () => {
    expect(dayOrPeriodOrNull('2026-03-05', undefined, 'da')).toBe('5. marts 2026');
    expect(dayOrPeriodOrNull('2026-03-05', '2026-03-05', 'da')).toBe('5. marts 2026');
    expect(dayOrPeriodOrNull('2026-03-05', '2026-04-12', 'da')).toBe('5. mar. - 12. apr.');
    expect(dayOrPeriodOrNull(undefined, '2026-04-12', 'da')).toBeNull();
    expect(dayOrPeriodOrNull('2026-02-30', undefined, 'da')).toBeNull();
    expect(dayOrPeriodOrNull('2026-04-12', '2026-03-05', 'da')).toBeNull();
  });

  it('a time range in the locale’s style; missing or unreadable gives null', () => {
    expect(timeRangeOrNull('10:00', '16:00', 'da')).toBe('10.00 - 16.00');
    expect(timeRangeOrNull('10:00', '16:00', 'en')).toBe('10:00 - 16:00');
    expect(timeRangeOrNull('10:00', undefined, 'da')).toBeNull();
    expect(timeRangeOrNull('25:99', '16:00', 'da')).toBeNull();
  });
});
