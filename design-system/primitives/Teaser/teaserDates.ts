import { formatDateRange, formatLongDate, formatTimeRange } from '../../format/dates';
import type { TeaserDate, TeaserModel } from './teaserModel';

/**
 * A teaser's date and time texts, shared by the card (Teaser) and the list row (CompactRow). Each is null when there
 * is none or it cannot be read: a bad date degrades the teaser, not the page.
 */

/** Whether the date is a period of more than one day (shown as a range, not as one `<time>`). */
export function isDateRange(date: TeaserDate | undefined): boolean {
  return Boolean(date?.to && date.to !== date.from);
}

/** "5. marts 2026" for a day, "5. mar. - 12. apr." for a period. */
export function teaserDateLabel(date: TeaserDate | undefined, locale: string): string | null {
  if (!date?.from) return null;
  try {
    return date.to && isDateRange(date)
      ? formatDateRange(date.from, date.to, locale)
      : formatLongDate(date.from, locale);
  } catch {
    return null;
  }
}

/** "10.00 - 16.00" (da), "10:00 - 16:00" (en). */
export function teaserTimeLabel(time: TeaserModel['time'], locale: string): string | null {
  if (!time?.from || !time.to) return null;
  try {
    return formatTimeRange(time.from, time.to, locale);
  } catch {
    return null;
  }
}
