import type { PageContextServer } from 'vike/types';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CalendarDaysModel } from '@design-system/blocks/CalendarDays';
import { queryDates } from '../domain/clock';
import { data } from '../pages/content/+data';
import { previewDateOf, requestClock } from './previewDate';

/**
 * "in preview mode an editor can view the calendar as of another date" (`?date=yyyy-mm-dd`, honoured only in
 * preview; an invalid date is ignored).
 */
const processClock = () => new Date('2026-11-22T12:00:00Z');

describe('requestClock', () => {
  it('in preview, a valid ?date pins today to that Copenhagen date', () => {
    expect(queryDates(requestClock(processClock, { preview: true, date: '2026-12-24' }))).toEqual({
      today: '2026-12-24',
      tomorrow: '2026-12-25',
    });
    // The daylight-saving days too: still that date in Copenhagen.
    expect(queryDates(requestClock(processClock, { preview: true, date: '2027-03-28' })).today).toBe('2027-03-28');
    expect(queryDates(requestClock(processClock, { preview: true, date: '2027-10-31' })).today).toBe('2027-10-31');
  });

  it('outside preview the date is ignored: the process clock rules', () => {
    expect(requestClock(processClock, { preview: false, date: '2026-12-24' })).toBe(processClock);
  });

  it('an invalid date is ignored', () => {
    for (const date of ['2026-02-30', '2026-13-01', '24-12-2026', '2026-12-24T10:00', '', ['2026-12-24'], undefined]) {
      expect(requestClock(processClock, { preview: true, date }), String(date)).toBe(processClock);
      expect(previewDateOf(date)).toBeNull();
    }
  });
});

describe("the calendar page as of another date (the content route's data hook)", () => {
  const pinned = process.env.CONTENT_TODAY;
  beforeAll(() => {
    process.env.CONTENT_TODAY = '2026-11-22';
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterAll(() => {
    if (pinned === undefined) delete process.env.CONTENT_TODAY;
    else process.env.CONTENT_TODAY = pinned;
  });

  async function firstDays(preview: boolean, date: string): Promise<string[]> {
    const pageContext = {
      site: 'natmus',
      locale: 'da',
      urlPathname: '/kalender',
      urlParsed: { search: { date }, searchAll: { date: [date] } },
      headers: { host: 'localhost:3000' },
      preview: { enabled: preview, overlay: false },
      previewPerspective: preview ? 'previewDrafts' : 'published',
    } as unknown as PageContextServer;
    const result = await data(pageContext);
    const props = result.page.template.props as { calendar: CalendarDaysModel };
    return props.calendar.days.slice(0, 2).map((day) => day.date);
  }

  it('in preview, ?date=2026-12-24 starts the calendar on Christmas Eve', async () => {
    // The daily calendar shows the chosen day, today by default: Christmas Eve.
    expect(await firstDays(true, '2026-12-24')).toEqual(['2026-12-24']);
  });

  it('not in preview, ?date is ignored: the calendar starts today', async () => {
    expect((await firstDays(false, '2026-12-24'))[0]).toBe('2026-11-22');
  });

  it('in preview, an invalid ?date is ignored', async () => {
    expect((await firstDays(true, '2026-12-32'))[0]).toBe('2026-11-22');
  });
});
