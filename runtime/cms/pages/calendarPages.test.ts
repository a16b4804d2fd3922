import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CalendarDaysModel } from '@design-system/blocks/CalendarDays';
import type { TeaserListModel } from '@design-system/blocks/TeaserGrid';
import { loadPage } from '@runtime/loader/page-loader';
import { loadRootData } from '@runtime/loader/rootData-loader';
import { mapContextFor } from '@runtime/render/mapContext';
import { hostConfigFromEnv } from '@runtime/sites/hosts';
import type { SiteId } from '@runtime/sites/registry';
import { contentRuntime } from '..';
import { mapShell } from '../rootData/rootData.mapper';
import { mapPage, type PageView } from './page.mapper';

/**
 * The calendar area from the embedded dataset, end to end (one page query, schemas, domain, mappers), on the demo day
 * Sunday 22 November 2026 in Copenhagen.
 */
const TODAY = '2026-11-22';
const clock = () => new Date(`${TODAY}T12:00:00Z`);
const hosts = hostConfigFromEnv({});

/** The page at the path, with the calendar's query (`fra`, `til`, `emne`) when given. */
async function view(site: SiteId, path: string, search: Record<string, string[]> = {}): Promise<PageView> {
  const { source, config } = contentRuntime();
  const outcome = await loadPage({ site, path }, { source, hosts, clock });
  if (outcome.kind !== 'page') throw new Error(`${site}${path}: ${outcome.kind}`);
  return mapPage(outcome.page, { ...mapContextFor(outcome.site, outcome.locale, hosts, config, TODAY), search });
}
/** The calendar on one chosen day (`?fra=`). */
const onDay = async (site: SiteId, path: string, date: string) => calendarOf(await view(site, path, { fra: [date] }));
/** The whole window up to the site's horizon (`?til=` far ahead is brought back to it). */
const wholeWindow = async (site: SiteId) => calendarOf(await view(site, '/kalender', { til: ['2030-12-31'] }));
/** Every event shown: those listed once for the period, then day by day. */
const allEvents = (calendar: CalendarDaysModel) => [
  ...(calendar.recurring ?? []).map((item) => item.event),
  ...calendar.days.flatMap((day) => day.events),
];

const props = (page: PageView) => page.template.props as Record<string, unknown>;
const calendarOf = (page: PageView) => props(page).calendar as CalendarDaysModel;
const titles = (calendar: CalendarDaysModel, date: string) =>
  calendar.days.find((day) => day.date === date)?.events.map((event) => event.title);

beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('calendar page (the spec: "page hero, a calendar in daily or timeline layout, an optional featured events block, two event ribbons")', () => {
  it('natmus, daily layout: "period events sort before occurrence events; occurrence events sort by earliest start time"', async () => {
    const page = await view('natmus', '/kalender');
    expect(page.template.type).toBe('calendar');
    const calendar = calendarOf(page);
    expect(calendar.layout).toBe('daily');
    // The daily calendar opens on today.
    expect(calendar.days[0]?.date).toBe(TODAY);
    expect(titles(calendar, TODAY)).toEqual(['Jul i Prinsens Palæ', 'Omvisning: Danmarks Oldtid']);
    expect(titles(await onDay('natmus', '/kalender', '2026-11-28'), '2026-11-28')).toEqual([
      'Jul i Prinsens Palæ',
      'Juleværksted for børn',
      'Omvisning: Danmarks Oldtid',
    ]);
  });

  it('"A closed day shows no events": a Monday is closed, a closed-day exception says why', async () => {
    const monday = (await onDay('natmus', '/kalender', '2026-11-23')).days.find((day) => day.date === '2026-11-23');
    expect(monday).toMatchObject({ closed: true, events: [] });
    expect((await onDay('natmus', '/kalender', '2026-12-24')).days.find((day) => day.date === '2026-12-24')).toEqual({
      date: '2026-12-24',
      closed: true,
      closedReason: 'Juleaften',
      events: [],
    });
    // Over the whole window a regular closed Monday is left out.
    expect((await wholeWindow('natmus')).days.find((day) => day.date === '2026-11-23')).toBeUndefined();
    // An open-day exception on a Monday shows that day's events.
    expect(titles(await onDay('natmus', '/kalender', '2026-12-21'), '2026-12-21')).toEqual(['Jul i Prinsens Palæ']);
  });

  it('"Occurrence days are expanded from the weekday flags, skipping cancelled dates"', async () => {
    // Saturday 26 December: the tour is cancelled and the Christmas event has ended.
    expect(titles(await onDay('natmus', '/kalender', '2026-12-26'), '2026-12-26') ?? []).toEqual([]);
    const cancelled = await onDay('natmus', '/kalender', '2026-12-12');
    expect(titles(cancelled, '2026-12-12')).not.toContain('Juleværksted for børn');
    expect(titles(await onDay('natmus', '/kalender', '2026-12-13'), '2026-12-13')).toContain('Juleværksted for børn');
  });

  it('"Events are shown only when showInCalendar is not false and the period end is not before today"', async () => {
    const all = allEvents(await wholeWindow('natmus')).map((event) => event.title);
    expect(all.length).toBeGreaterThan(0);
    expect(all).not.toContain('Lukket arrangement');
    expect(all).not.toContain('Sommer i oldtiden');
  });

  it('"Calendar horizon by site": main site 2 months, war museum 1 year, open-air museum 1 month, castle 2 months', async () => {
    const last = async (site: SiteId) => (await wholeWindow(site)).navigation?.range.to ?? '';
    expect(await last('natmus')).toMatch(/^2027-01-2[12]$/);
    expect(await last('krigsmuseet')).toMatch(/^2027-11-2[12]$/);
    expect(await last('frilandsmuseet')).toMatch(/^2026-12-2[12]$/);
    expect(await last('kronborg')).toMatch(/^2027-01-2[12]$/);
  });

  it('timeline layout: "period events appear once, with start and end day (the end moves back to the last open day)"', async () => {
    const calendar = calendarOf(await view('kronborg', '/kalender'));
    expect(calendar.layout).toBe('timeline');
    const entries = allEvents(calendar).filter((event) => event.title === 'Jul i kasematterne');
    expect(entries).toHaveLength(1);
    // 5-23 December, weekends only: the last day it happens is Sunday 20 December.
    expect(entries[0]?.date).toEqual({ from: '2026-12-05', to: '2026-12-20' });
    expect(entries[0]?.dateText).toContain('Løbende fortællinger 11.00 - 15.00');
  });

  it('"Featured events must belong to the current site and have a period"; ribbons top and bottom', async () => {
    const page = await view('natmus', '/kalender');
    const featured = props(page).featuredEvents as TeaserListModel;
    expect(featured.items.map((item) => item.title)).toEqual(['Jul i Prinsens Palæ', 'Omvisning: Danmarks Oldtid']);
    expect(props(page).topRibbon).toMatchObject({ text: expect.stringContaining('gratis med entré') });
    expect(props(page).bottomRibbon).toMatchObject({ link: { href: '/billetter-og-priser' } });
  });

  it('serves every locale: the English calendar of the open-air museum', async () => {
    const calendar = calendarOf(await view('frilandsmuseet', '/en/calendar'));
    expect(titles(calendar, TODAY)).toEqual(['Christmas at the Open Air Museum', 'Horse-drawn carriage rides']);
    // "a subscribable calendar feed per site and locale … linked from the pages"
    expect(calendar.feedHref).toBe('/api/calendar/en.ics');
    expect(calendar.subscribeHref).toBe('webcal://frilandsmuseet.localhost:3000/api/calendar/en.ics');
    // An extra open day (Friday evening market) shows that day's events.
    expect(titles(await onDay('frilandsmuseet', '/en/calendar', '2026-12-18'), '2026-12-18')).toContain(
      'Evening Christmas market',
    );
  });
});

describe('event page (the spec: "hero with dates, tags and ticket variants; practical info; programme events; modules; related events; ribbon")', () => {
  it('shows the event, its ticket variants with price and capacity, programme, related events and ribbon', async () => {
    const page = await view('natmus', '/begivenhed/jul-i-prinsens-palae');
    expect(page.template.type).toBe('eventPage');
    const p = props(page) as Record<string, Record<string, unknown>>;
    expect(p.hero).toMatchObject({
      title: 'Jul i Prinsens Palæ',
      date: { from: '2026-11-21', to: '2026-12-23' },
      time: { from: '10:00', to: '17:00' },
      tags: [{ label: 'Jul' }, { label: 'Familie' }],
      ticketLink: { href: 'https://billetter.natmus.dk/entre', kind: 'external' },
      // "an .ics file per event … linked from the pages"
      calendarHref: '/api/calendar/events/event-natmus-jul-i-prinsens-palae-da.ics',
    });
    expect(p.hero?.ticketVariants).toContainEqual({ title: 'Grupper (pr. person)', price: 100, capacity: 25 });
    expect(((p.programme?.items ?? []) as { title: string }[]).map((item) => item.title)).toEqual([
      'Juleværksted for børn',
      'Omvisning: Danmarks Oldtid',
    ]);
    expect(p.practicalInfo?.items).toHaveLength(3);
    expect(p.relatedEvents?.items).toHaveLength(1);
    expect(p.ribbon).toMatchObject({ link: { href: '/kalender' } });
    expect((p.blocks as unknown as unknown[]).length).toBe(1);
  });

  it('JSON-LD Event: start and end with the Copenhagen offset, the site as the Place, offers in DKK', async () => {
    const page = await view('kronborg', '/en/event/hamlet-omvisning');
    const event = page.head.jsonLd.find((entry) => entry['@type'] === 'Event');
    expect(event).toMatchObject({
      startDate: '2026-11-22T12:00:00+01:00',
      endDate: '2027-03-31T12:45:00+02:00', // after the spring change: summer time
      location: { '@type': 'Place', address: { addressLocality: 'Helsingør', addressCountry: 'DK' } },
      offers: [
        { price: 145, priceCurrency: 'DKK' },
        { price: 0, priceCurrency: 'DKK' },
      ],
    });
  });
});

describe('ticket pages (the spec: "ticket (benefits, variants, FAQ, events); ticketOverview (featured tickets)")', () => {
  it('the ticket page: variants, benefits, FAQ and the events it gives access to', async () => {
    const page = await view('natmus', '/billet/entre');
    const p = props(page) as Record<string, Record<string, unknown>>;
    expect(page.template.type).toBe('ticket');
    expect(p.ticket?.variants).toHaveLength(4);
    expect(p.ticket?.purchaseLink).toMatchObject({ href: 'https://billetter.natmus.dk/entre' });
    expect(p.details?.benefits).toEqual(['Alle udstillinger', 'Særudstillingen', 'Gratis garderobe']);
    expect(p.details?.faq).toHaveLength(2);
    expect(((p.events?.items ?? []) as { title: string }[]).map((item) => item.title)).toEqual([
      'Jul i Prinsens Palæ',
      'Foredrag: Solvognens hemmeligheder',
    ]);
  });

  it('the overview: featured tickets, and the time-aware modules in the same page query', async () => {
    const page = await view('natmus', '/billetter-og-priser');
    const p = props(page) as { featuredTickets: TeaserListModel; blocks: { _type: string }[] };
    expect(page.template.type).toBe('ticketOverview');
    expect(p.featuredTickets.items.map((item) => item.link?.href)).toEqual(['/billet/entre', '/billet/omvisning']);
    expect(p.blocks.map((block) => block._type)).toEqual([
      'openingHours',
      'ticketTypes',
      'calendarTeaser',
      'ticketDetails',
      'ticketModule',
      'eventList',
    ]);
  });

  it('calendar teaser: "groups today and tomorrow (events whose period covers the day); empty groups are hidden"', async () => {
    const page = await view('natmus', '/billetter-og-priser');
    const teaser = (props(page).blocks as { _type: string; today?: { title: string }[]; tomorrow?: unknown[] }[]).find(
      (block) => block._type === 'calendarTeaser',
    );
    // Sunday: the tour and the Christmas event; Monday the museum is closed, so tomorrow's group is empty.
    expect(teaser?.today?.map((event) => event.title).sort()).toEqual([
      'Jul i Prinsens Palæ',
      'Omvisning: Danmarks Oldtid',
    ]);
    expect(teaser?.tomorrow).toEqual([]);
  });

  it('opening hours module: today, the regular week and the coming exceptions', async () => {
    const page = await view('natmus', '/billetter-og-priser');
    const hours = (props(page).blocks as { _type: string; today?: unknown; exceptions?: { date: string }[] }[]).find(
      (block) => block._type === 'openingHours',
    );
    expect(hours?.today).toEqual({ hours: { from: '10:00', to: '17:00' } });
    expect(hours?.exceptions?.map((day) => day.date)).toEqual([
      '2026-12-21',
      '2026-12-24',
      '2026-12-25',
      '2026-12-28',
      '2026-12-31',
      '2027-01-01',
    ]);
  });
});

describe('shell hours (the spec root data: "openToday" and "today")', () => {
  it("today's opening hours in the header, per locale, from the request's today", async () => {
    const { source, config } = contentRuntime();
    const root = await loadRootData({ site: 'natmus', locale: 'da' }, source);
    const sunday = mapShell(root, mapContextFor('natmus', 'da', hosts, config, TODAY));
    expect(sunday.openingHoursToday).toBe('Åbent i dag 10.00 - 17.00');
    const monday = mapShell(root, mapContextFor('natmus', 'da', hosts, config, '2026-11-23'));
    expect(monday.openingHoursToday).toBe('Lukket i dag');
    const christmasEve = mapShell(root, mapContextFor('natmus', 'da', hosts, config, '2026-12-24'));
    expect(christmasEve.openingHoursToday).toBe('Lukket i dag');
  });

  it('a site without opening hours shows none', async () => {
    const { source, config } = contentRuntime();
    // The internal staging site has none (every production site has some).
    const root = await loadRootData({ site: 'dwarf', locale: 'da' }, source);
    expect(mapShell(root, mapContextFor('dwarf', 'da', hosts, config, TODAY)).openingHoursToday).toBeUndefined();
  });

  it('every production site shows today’s opening hours in the header, linking to practical information where it has it', async () => {
    const { source, config } = contentRuntime();
    const today = async (
      site: 'samling' | 'kongernes-jelling' | 'trelleborg',
      date: string,
      locale: 'da' | 'en' = 'da',
    ) => mapShell(await loadRootData({ site, locale }, source), mapContextFor(site, locale, hosts, config, date));
    // The collection's study room: Monday to Wednesday 10-15, closed while objects move to the new store.
    expect((await today('samling', '2026-11-23')).openingHoursToday).toBe('Åbent i dag 10.00 - 15.00');
    expect((await today('samling', '2027-02-16')).openingHoursToday).toBe('Lukket i dag');
    // Jelling: Tuesday to Sunday 10-16; every day 10-17 in the summer holidays.
    const jelling = await today('kongernes-jelling', TODAY, 'en');
    expect(jelling.openingHoursToday).toMatch(/^Open today 10(\.|:)00/);
    expect(jelling.practicalInfoLink?.href).toBe('/en/visit');
    expect((await today('kongernes-jelling', '2027-07-05')).openingHoursToday).toBe('Åbent i dag 10.00 - 17.00');
    // Trelleborg: closed in winter, open the first weekend of December.
    expect((await today('trelleborg', TODAY)).openingHoursToday).toBe('Lukket i dag');
    expect((await today('trelleborg', '2026-12-05')).openingHoursToday).toBe('Åbent i dag 11.00 - 15.00');
  });
});
