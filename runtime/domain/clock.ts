import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';

/** The museums' time zone: every date a visitor sees is a Copenhagen date. */
export const MUSEUM_TIME_ZONE = 'Europe/Copenhagen';

/** "Now" is injected: tests and editors can view any date. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** The last minute asked for and its dates (every page view asks, mostly in the same minute). */
let lastMinute: { minute: number; dates: { today: string; tomorrow: string } } | undefined;

/**
 * Today and tomorrow as Copenhagen calendar dates (yyyy-MM-dd), the content queries' $today and $tomorrow.
 * Worked out once per minute: a Copenhagen day always begins on a whole minute (its offsets from UTC are whole
 * hours), so every instant of one UTC minute falls on the same Copenhagen day. Building a `TZDate` was a fiftieth
 * of an uncached page view.
 */
export function queryDates(clock: Clock): { today: string; tomorrow: string } {
  const time = clock().getTime();
  const minute = Math.floor(time / 60_000);
  if (lastMinute?.minute === minute) return { ...lastMinute.dates };
  const now = new TZDate(time, MUSEUM_TIME_ZONE);
  const dates = { today: format(now, 'yyyy-MM-dd'), tomorrow: format(addDays(now, 1), 'yyyy-MM-dd') };
  lastMinute = { minute, dates };
  return { ...dates };
}
