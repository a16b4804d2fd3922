import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostConfigFromEnv } from '@runtime/sites/hosts';
import { HOSTILE_URLS } from '@tests/support/hostileUrls';
import type { MapContext } from '../content/context';
import { sanityImageUrls } from '../content/image.mapper';
import { mapModules } from '../modules';
import { mapCalendar, mapOpeningHours, mapTicketVariants, purchaseLink } from './calendar.mapper';
import { type CmsEvent, eventSchema } from './calendar.schema';

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
    const ending = mapCalendar([daily], { ...ctx, search: { fra: ['2026-11-30'] } }, { endDate: '2026-11-25' });
    expect(ending.navigation?.range).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(ending.navigation?.outOfWindow).toEqual({ from: '2026-11-22', to: '2026-11-25' });
    expect(ending.navigation?.strip.map((day) => day.date)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    const invalid = mapCalendar([daily], { ...ctx, search: { fra: ['2027-01-22'] } }, { endDate: '25/11/2026' });
    expect(invalid.navigation?.outOfWindow).toBeNull();
    expect(invalid.days.map((day) => day.date)).toEqual(['2027-01-22']);
  });

  it('the chosen range comes from the URL; recurring events show once; filters link with canonical parameters', () => {
    const daily = event({
      _id: 'daily',
      tags: ['Jul'],
      period: { from: '2026-11-01', to: '2027-12-31' },
      periodOccurrences: [{ type: 'timeslot', hours: { from: '10:00', to: '17:00' } }],
    });
    const talk = event({
      _id: 'talk',
      tags: ['Foredrag'],
      eventFormat: 'occurrences',
      occurrences: [
        {
          period: { from: '2026-11-28', to: '2026-11-28' },
          saturday: true,
          type: 'timeslot',
          hours: { from: '14:00', to: '15:00' },
        },
      ],
    });
    const weekend = { ...ctx, search: { fra: ['2026-11-28'], til: ['2026-11-29'] } };
    const calendar = mapCalendar([daily, talk], weekend, { path: '/kalender' });
    expect(calendar.recurring?.map((item) => [item.event.title, item.pattern])).toEqual([['daily', 'daily']]);
    expect(calendar.days.map((day) => [day.date, day.events.map((e) => e.title)])).toEqual([['2026-11-28', ['talk']]]);
    expect(calendar.filters?.tags.map((tag) => [tag.label, tag.count, tag.href])).toEqual([
      ['Foredrag', 1, '/kalender?emne=foredrag&fra=2026-11-28&til=2026-11-29'],
      ['Jul', 1, '/kalender?emne=jul&fra=2026-11-28&til=2026-11-29'],
    ]);
    const filtered = mapCalendar(
      [daily, talk],
      { ...weekend, search: { ...weekend.search, emne: ['Foredrag'] } },
      {
        path: '/kalender',
      },
    );
    expect(filtered.recurring).toEqual([]);
    expect(filtered.filters?.clearHref).toBe('/kalender?fra=2026-11-28&til=2026-11-29');
    // Today is the plain page: the layout's default leaves the parameters out.
    expect(calendar.navigation?.shortcuts[0]).toEqual({ kind: 'today', href: '/kalender', current: false });
  });

  it('an empty day says where the next events are; a closed day keeps its reason', () => {
    const talk = event({
      _id: 'talk',
      eventFormat: 'occurrences',
      occurrences: [
        {
          period: { from: '2026-11-28', to: '2026-11-28' },
          saturday: true,
          type: 'timeslot',
          hours: { from: '14:00', to: '15:00' },
        },
      ],
    });
    const empty = mapCalendar([talk], ctx, { path: '/kalender' });
    expect(empty.days).toEqual([]);
    expect(empty.nextWithEvents).toEqual({ date: '2026-11-28', href: '/kalender?fra=2026-11-28' });
    const closed = mapCalendar(
      [talk],
      { ...ctx, search: { fra: ['2026-11-24'] } },
      {
        path: '/kalender',
        openingHours: {
          periods: [],
          closedDays: [{ date: '2026-11-24', reason: { da: 'Juleaften' } }],
          openDays: [],
        },
      },
    );
    expect(closed.days).toEqual([{ date: '2026-11-24', closed: true, closedReason: 'Juleaften', events: [] }]);
  });

  it('an event is pictured once on the page: on its first row, and not in the listing when featured above', () => {
    const picture = (sha1: string) => ({ assetId: `image-${sha1}-1600x900-jpg`, width: 1600, height: 900, alt: '' });
    // A weekly tour with two of its four Saturdays cancelled is listed day by day (too many gaps for "every Saturday
    // except …"), a period event once.
    const tour = event({
      _id: 'tour',
      eventFormat: 'occurrences',
      image: picture('a'.repeat(40)),
      occurrences: [
        {
          period: { from: '2026-11-22', to: '2026-12-31' },
          saturday: true,
          type: 'timeslot',
          hours: { from: '13:00', to: '14:00' },
        },
      ],
      cancellations: ['2026-12-05', '2026-12-12'],
    });
    const exhibition = event({
      _id: 'exhibition',
      image: picture('b'.repeat(40)),
      period: { from: '2026-11-01', to: '2027-03-31' },
      periodOccurrences: [{ type: 'timeslot', hours: { from: '10:00', to: '17:00' } }],
    });
    const december = { ...ctx, search: { fra: ['2026-11-28'], til: ['2026-12-19'] } };
    const rows = (calendar: ReturnType<typeof mapCalendar>) => [
      ...(calendar.recurring ?? []).map((item) => [item.event.title, Boolean(item.event.image)]),
      ...calendar.days.flatMap((day) => day.events.map((e) => [`${e.title} ${day.date}`, Boolean(e.image)])),
    ];
    expect(rows(mapCalendar([tour, exhibition], december, { path: '/kalender' }))).toEqual([
      ['exhibition', true],
      ['tour 2026-11-28', true],
      ['tour 2026-12-19', false],
    ]);
    expect(
      rows(mapCalendar([tour, exhibition], december, { path: '/kalender', pictured: ['exhibition', 'tour'] })),
    ).toEqual([
      ['exhibition', false],
      ['tour 2026-11-28', false],
      ['tour 2026-12-19', false],
    ]);
  });

  it('an event of two seasons is listed once per season, each with its own bar in the timeline', () => {
    const earlyTour = event({
      _id: 'early-tour',
      eventFormat: 'occurrences',
      occurrences: [
        {
          period: { from: '2027-03-01', to: '2027-04-30' },
          sunday: true,
          type: 'timeslot',
          hours: { from: '09:00', to: '10:00' },
        },
        {
          period: { from: '2027-10-01', to: '2027-10-31' },
          sunday: true,
          type: 'timeslot',
          hours: { from: '09:00', to: '10:00' },
        },
      ],
    });
    const year = { ...ctx, search: { fra: ['2027-01-01'], til: ['2027-12-31'] } };
    const calendar = mapCalendar([earlyTour], year, { path: '/kalender', layout: 'timeline', endDate: '2027-12-31' });
    const bars = (calendar.recurring ?? []).map((item) => item.bar);
    expect(bars).toHaveLength(2);
    const [spring, autumn] = bars as [{ start: number; end: number }, { start: number; end: number }];
    expect(spring.end).toBeLessThan(autumn.start);
    expect(calendar.days.flatMap((day) => day.events)).toEqual([]);
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
