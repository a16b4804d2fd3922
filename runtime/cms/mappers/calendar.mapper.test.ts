import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOSTILE_URLS } from '../../../tests/support/hostileUrls';
import { hostConfigFromEnv } from '../../sites/hosts';
import { type CmsEvent, eventSchema } from '../schemas/calendar.schema';
import { mapCalendar, mapOpeningHours, mapTicketVariants, purchaseLink } from './calendar.mapper';
import type { MapContext } from './context';
import { sanityImageUrls } from './image.mapper';
import { mapModules } from './modules.mapper';

const hosts = hostConfigFromEnv({ PORT: '3000' });
const images = sanityImageUrls({ projectId: 'embedded', dataset: 'stage', embedded: true });
const ctx: MapContext = { site: 'natmus', locale: 'da', hosts, images, today: '2026-11-22' };

const event = (fields: Partial<CmsEvent> & { _id: string }): CmsEvent =>
  eventSchema.parse({ title: fields._id, eventFormat: 'period', ...fields });

afterEach(() => vi.restoreAllMocks());

describe('calendar mapping', () => {
  it('"Calendar building errors give an empty calendar" (logged)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const calendar = mapCalendar(
      [
        event({
          _id: 'a',
          period: { from: '2026-11-22', to: '2026-11-30' },
          periodOccurrences: [{ type: 'timeslot', hours: { from: '10:00', to: '11:00' } }],
        }),
      ],
      ctx,
      {
        openingHours: { periods: [{ period: { from: 'not a date', to: '2026-12-31' } }], closedDays: [], openDays: [] },
      },
    );
    expect(calendar.days).toEqual([]);
    expect(error).toHaveBeenCalled();
  });

  it("the page's endDate ends the window; an invalid endDate falls back to the site's horizon", () => {
    const daily = event({
      _id: 'daily',
      period: { from: '2026-11-01', to: '2027-12-31' },
      periodOccurrences: [{ type: 'timeslot', hours: { from: '10:00', to: '11:00' } }],
    });
    expect(mapCalendar([daily], ctx, { endDate: '2026-11-25' }).days.map((day) => day.date)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(mapCalendar([daily], ctx, { endDate: '25/11/2026' }).days.at(-1)?.date).toBe('2027-01-22');
  });

  it('a timeslot shows as the time; freeform timeframes as text', () => {
    const calendar = mapCalendar(
      [
        event({
          _id: 'free',
          period: { from: '2026-11-22', to: '2026-11-22' },
          periodOccurrences: [
            { type: 'freeform', timeframes: [{ label: 'Hele dagen' }, { label: 'Aften', from: '19:00', to: '20:00' }] },
          ],
        }),
      ],
      ctx,
      {},
    );
    expect(calendar.days[0]?.events[0]).toMatchObject({ dateText: 'Hele dagen, Aften 19.00 - 20.00' });
  });
});

describe('ticket mapping', () => {
  it('variants need a title and a price; best score first; capacity kept', () => {
    expect(
      mapTicketVariants([
        { title: 'Børn', price: 0, score: 1 },
        { title: 'Voksne', price: 120, score: 3 },
        { title: '  ', price: 50 },
        { title: 'Gruppe', price: null },
        { title: 'Grupper', price: 100, capacity: 25 },
      ]),
    ).toEqual([
      { title: 'Voksne', price: 120 },
      { title: 'Børn', price: 0 },
      { title: 'Grupper', price: 100, capacity: 25 },
    ]);
  });

  it('"ticket purchase happen through external links": only an http(s) url makes a purchase link', () => {
    expect(purchaseLink({ title: 'Køb', url: 'https://billetter.natmus.dk' })).toEqual({
      label: 'Køb',
      href: 'https://billetter.natmus.dk',
      kind: 'external',
    });
    expect(purchaseLink({ title: 'Køb', url: 'javascript:alert(1)' })).toBeNull();
    for (const url of [...HOSTILE_URLS, 'mailto:billet@natmus.dk', '/billetter']) {
      expect(purchaseLink({ title: 'Køb', url }), JSON.stringify(url)).toBeNull();
    }
  });

  it('"Tickets without a linked item are dropped"', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      mapModules(
        [
          { _type: 'ticketModule', _key: 'a', ticket: null },
          { _type: 'ticketDetails', _key: 'b', ticket: null },
          { _type: 'ticketTypes', _key: 'c', ticket: null },
        ],
        ctx,
      ),
    ).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});

describe('opening hours mapping', () => {
  it("today's status with the closed day's reason in the page's language", () => {
    const model = mapOpeningHours(
      {
        periods: [{ period: { from: '2026-01-01', to: '2026-12-31' }, sunday: { from: '10:00', to: '17:00' } }],
        closedDays: [{ date: '2026-11-22', reason: { da: 'Personalemøde', en: 'Staff meeting' } }],
        openDays: [],
      },
      { ...ctx, locale: 'en' },
    );
    expect(model?.today).toEqual({ hours: null, reason: 'Staff meeting' });
    expect(model?.exceptions).toEqual([{ date: '2026-11-22', kind: 'closed', reason: 'Staff meeting' }]);
  });

  it('no opening hours, no module', () => {
    expect(mapOpeningHours(null, ctx)).toBeNull();
  });
});
