import { describe, expect, it } from 'vitest';
import { queryDates } from './clock';

const at = (iso: string) => () => new Date(iso);

describe("the content queries' today and tomorrow are Copenhagen dates", () => {
  it('the Copenhagen day begins at local midnight, winter (UTC+1) and summer (UTC+2)', () => {
    expect(queryDates(at('2026-12-23T22:59:59.999Z'))).toEqual({ today: '2026-12-23', tomorrow: '2026-12-24' });
    expect(queryDates(at('2026-12-23T23:00:00.000Z'))).toEqual({ today: '2026-12-24', tomorrow: '2026-12-25' });
    expect(queryDates(at('2027-06-30T21:59:59.999Z'))).toEqual({ today: '2027-06-30', tomorrow: '2027-07-01' });
    expect(queryDates(at('2027-06-30T22:00:00.000Z'))).toEqual({ today: '2027-07-01', tomorrow: '2027-07-02' });
  });

  it('asked again in the same minute, or across the change to summer time, the answer is the same as worked out anew', () => {
    // The night summer time begins: 02:00 local (01:00 UTC) becomes 03:00.
    for (const iso of ['2027-03-28T00:59:30.000Z', '2027-03-28T00:59:59.999Z', '2027-03-28T01:00:00.000Z']) {
      expect(queryDates(at(iso))).toEqual({ today: '2027-03-28', tomorrow: '2027-03-29' });
    }
    const first = queryDates(at('2027-03-27T22:59:10.000Z'));
    expect(queryDates(at('2027-03-27T22:59:50.000Z'))).toEqual(first);
    expect(queryDates(at('2027-03-27T23:00:00.000Z'))).toEqual({ today: '2027-03-28', tomorrow: '2027-03-29' });
  });

  it('a caller changing the dates it got does not change what the next caller gets', () => {
    const dates = queryDates(at('2026-11-22T12:00:00.000Z'));
    dates.today = 'changed';
    expect(queryDates(at('2026-11-22T12:00:30.000Z')).today).toBe('2026-11-22');
  });
});
