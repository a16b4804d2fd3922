import { z } from 'zod';
import { isIsoDate } from '../domain/calendarDate';
import type { Clock } from '../domain/clock';

/**
 * Editors can view the site as of another day ("in preview mode an editor can view the calendar as of another
 * date"): `?date=2026-12-24` on a page in preview pins the request's "today" (the calendar's window, which events are
 * shown, opening hours today). Honoured only in preview; outside it, and for anything but a real `yyyy-MM-dd` date, the
 * parameter is ignored and the process clock rules.
 */
export const PREVIEW_DATE_PARAM = 'date';

export const previewDateSchema = z.iso.date().refine(isIsoDate);

/** The preview date asked for, or null when it is not a real `yyyy-MM-dd` date. */
export function previewDateOf(value: unknown): string | null {
  const parsed = previewDateSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The clock of a request: pinned to midday (UTC, so the same Copenhagen date whatever the offset) of the preview date
 * when the request is in preview and asks for a valid date; otherwise the process clock.
 */
export function requestClock(processClock: Clock, request: { preview: boolean; date?: unknown }): Clock {
  if (!request.preview) return processClock;
  const date = previewDateOf(request.date);
  if (!date) return processClock;
  const pinned = new Date(`${date}T12:00:00Z`);
  return () => new Date(pinned.getTime());
}
