import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';

/** The museums' time zone: every date a visitor sees is a Copenhagen date. */
export const MUSEUM_TIME_ZONE = 'Europe/Copenhagen';

/** "Now" is injected: tests and editors can view any date. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** Today and tomorrow as Copenhagen calendar dates (yyyy-MM-dd), the content queries' $today and $tomorrow. */
export function queryDates(clock: Clock): { today: string; tomorrow: string } {
  const now = new TZDate(clock().getTime(), MUSEUM_TIME_ZONE);
  return { today: format(now, 'yyyy-MM-dd'), tomorrow: format(addDays(now, 1), 'yyyy-MM-dd') };
}
