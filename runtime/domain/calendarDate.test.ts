import { describe, expect, it } from 'vitest';
import {
  addDaysTo,
  addMonthsTo,
  copenhagenTime,
  eachDay,
  instantAt,
  intersect,
  isIsoDate,
  minutesBetween,
  mondayOf,
  today,
  weekdayOf,
} from './calendarDate';

describe('calendar dates in Europe/Copenhagen', () => {
  it('today is the Copenhagen date of the injected clock', () => {
    expect(today(() => new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29'); // 00:30 in Copenhagen
    expect(today(() => new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30'); // 23:59 summer time
  });

  it('"a 09:00 event on the last Sunday of March is at 09:00 local time": the UTC instant moves by an hour', () => {
    expect(instantAt('2026-03-28', '09:00').toISOString()).toBe('2026-03-28T08:00:00.000Z');
    expect(instantAt('2026-03-29', '09:00').toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(copenhagenTime('2026-03-28', '09:00').iso).toBe('2026-03-28T09:00:00+01:00');
    expect(copenhagenTime('2026-03-29', '09:00').iso).toBe('2026-03-29T09:00:00+02:00');
  });

  it('"… and of October": 09:00 on 25 October 2026 is 08:00 UTC, the day before 07:00 UTC', () => {
    expect(instantAt('2026-10-24', '09:00').toISOString()).toBe('2026-10-24T07:00:00.000Z');
    expect(instantAt('2026-10-25', '09:00').toISOString()).toBe('2026-10-25T08:00:00.000Z');
    expect(copenhagenTime('2026-10-24', '09:00').iso).toBe('2026-10-24T09:00:00+02:00');
    expect(copenhagenTime('2026-10-25', '09:00').iso).toBe('2026-10-25T09:00:00+01:00');
  });

  it('times around the changes map to the right side of them', () => {
    expect(instantAt('2026-03-29', '01:59').toISOString()).toBe('2026-03-29T00:59:00.000Z'); // still winter time
    expect(instantAt('2026-03-29', '03:00').toISOString()).toBe('2026-03-29T01:00:00.000Z'); // summer time
    expect(instantAt('2026-10-25', '03:00').toISOString()).toBe('2026-10-25T02:00:00.000Z'); // winter time
    expect(instantAt('2026-10-25', '01:59').toISOString()).toBe('2026-10-24T23:59:00.000Z'); // still summer time
  });

  it('the nights of the DST changes are an hour shorter and longer', () => {
    expect(minutesBetween(instantAt('2026-03-29', '01:00'), instantAt('2026-03-29', '04:00'))).toBe(120);
    expect(minutesBetween(instantAt('2026-10-25', '01:00'), instantAt('2026-10-25', '04:00'))).toBe(240);
    expect(minutesBetween(instantAt('2026-06-01', '01:00'), instantAt('2026-06-01', '04:00'))).toBe(180);
  });

  it('day arithmetic crosses the DST changes without missing or doubled days', () => {
    expect(addDaysTo('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDaysTo('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDaysTo('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDaysTo('2026-10-26', -1)).toBe('2026-10-25');
    const days = eachDay('2026-03-25', '2026-04-02');
    expect(days).toEqual([
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
    ]);
    const autumn = eachDay('2026-10-01', '2026-10-31');
    expect(autumn).toHaveLength(31);
    expect(new Set(autumn).size).toBe(31);
  });

  it('a whole year has 365 distinct days', () => {
    const year = eachDay('2026-01-01', '2026-12-31');
    expect(year).toHaveLength(365);
    expect(new Set(year).size).toBe(365);
    expect(eachDay('2026-01-02', '2026-01-01')).toEqual([]);
  });

  it('months are added with the day clamped to the month end', () => {
    expect(addMonthsTo('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsTo('2026-03-10', 2)).toBe('2026-05-10');
    expect(addMonthsTo('2026-03-10', 12)).toBe('2027-03-10');
    expect(addMonthsTo('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsTo('2026-12-31', -1)).toBe('2026-11-30');
    expect(addMonthsTo('2026-01-15', -13)).toBe('2024-12-15');
  });

  it('"Week starts Monday"', () => {
    expect(weekdayOf('2026-03-29')).toBe('sunday');
    expect(weekdayOf('2026-03-30')).toBe('monday');
    expect(mondayOf('2026-03-29')).toBe('2026-03-23');
    expect(mondayOf('2026-03-30')).toBe('2026-03-30');
  });

  it('intersects ranges', () => {
    expect(intersect({ from: '2026-01-01', to: '2026-01-31' }, { from: '2026-01-15', to: '2026-02-15' })).toEqual({
      from: '2026-01-15',
      to: '2026-01-31',
    });
    expect(intersect({ from: '2026-01-01', to: '2026-01-31' }, { from: '2026-02-01', to: '2026-02-15' })).toBeNull();
  });

  it('"Date helpers given invalid … dates: throw"', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(() => addDaysTo('2026-02-30', 1)).toThrow(RangeError);
    expect(() => eachDay('2026-01-01', 'soon')).toThrow(RangeError);
    expect(() => instantAt('2026-03-29', '9:00')).toThrow(RangeError);
    expect(() => instantAt('2026-03-29', '24:00')).toThrow(RangeError);
    expect(() => weekdayOf('29-03-2026')).toThrow(RangeError);
  });
});
