import { join } from 'node:path';
import { Hono } from 'hono';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmbeddedSource } from '../cms/source/embedded-source';
import { copenhagenTime } from '../domain/calendarDate';
import { hostConfigFromEnv } from '../sites/hosts';
import { COPENHAGEN_VTIMEZONE, calendarFile } from './icalendar';
import { addIcsRoutes, ICS_CACHE_CONTROL, ICS_CONTENT_TYPE } from './icsRoutes';

/**
 * The calendar files over the embedded dataset, on the pinned demo day (Sunday 22 November 2026), read back with
 * ical.js, a standard iCalendar parser ("the .ics files import into a standard calendar parser"): the events,
 * their recurrences expanded by the parser, the cancellations as EXDATE, and the Copenhagen times across the
 * daylight-saving changes.
 */
const hosts = hostConfigFromEnv({});
const source = createEmbeddedSource(join(process.cwd(), 'fixtures/content/dataset.ndjson'));
const app = new Hono();
addIcsRoutes(app, () => ({ source, hosts, clock: () => new Date('2026-11-22T12:00:00Z') }));

async function get(host: string, path: string): Promise<Response> {
  return app.request(`http://${host}${path}`, { headers: { host } });
}

interface ParsedEvent {
  uid: string;
  summary: string;
  location: string;
  description: string;
  url: string | null;
  recurring: boolean;
  allDay: boolean;
  exdates: string[];
  /** Every instance the parser expands: local time as written, and the UTC instant. */
  instances: { local: string; utc: string }[];
}

/** Parses a calendar file with ical.js, registering its VTIMEZONEs, and expands each event's recurrence. */
function parse(text: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const instances: ParsedEvent['instances'] = [];
    const iterator = event.iterator();
    for (let time = iterator.next(); time; time = iterator.next()) {
      instances.push({ local: time.toString(), utc: time.isDate ? time.toString() : time.toJSDate().toISOString() });
      if (instances.length > 1000) throw new Error('runaway recurrence');
    }
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: (component.getFirstPropertyValue('url') as string | null) ?? null,
      recurring: event.isRecurring(),
      allDay: event.startDate.isDate,
      exdates: component
        .getAllProperties('exdate')
        .flatMap((property) => property.getValues().map((value) => String(value))),
      instances,
    };
  });
  return { calendar, events };
}

describe('GET /api/calendar/events/{id}.ics', () => {
  let response: Response;
  let parsed: ReturnType<typeof parse>;
  beforeAll(async () => {
    response = await get('localhost:3000', '/api/calendar/events/event-natmus-omvisning-danmarks-oldtid-da.ics');
    parsed = parse(await response.text());
  });

  it('answers text/calendar; charset=utf-8 with a Cache-Control and a file name', () => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(ICS_CONTENT_TYPE);
    expect(response.headers.get('cache-control')).toBe(ICS_CACHE_CONTROL);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="event-natmus-omvisning-danmarks-oldtid-da.ics"',
    );
  });

  it('one recurring VEVENT per occurrence pattern, with the site address as LOCATION, the page URL and DESCRIPTION', () => {
    const [weekend, wednesday] = parsed.events;
    expect(parsed.events).toHaveLength(2);
    expect(weekend?.summary).toBe('Omvisning: Danmarks Oldtid');
    expect(weekend?.recurring).toBe(true);
    expect(weekend?.location).toBe(
      'Danmarks Oldtid, 1. sal, Nationalmuseet, Prinsens Palæ, Ny Vestergade 10, 1471 København K',
    );
    expect(weekend?.url).toBe('http://localhost:3000/begivenhed/omvisning-danmarks-oldtid');
    expect(weekend?.description).toContain('fra rensdyrjægerne til vikingerne');
    expect(new Set(parsed.events.map((event) => event.uid)).size).toBe(2);
    expect(wednesday?.instances[0]).toEqual({ local: '2026-11-04T14:00:00', utc: '2026-11-04T13:00:00.000Z' });
  });

  it('"Occurrence days are expanded from the weekday flags, skipping cancelled dates": cancellations are EXDATEs', () => {
    const [weekend, wednesday] = parsed.events;
    expect(weekend?.exdates).toEqual(['2026-12-26T11:00:00', '2027-01-02T11:00:00']);
    expect(wednesday?.exdates).toEqual(['2026-12-30T14:00:00']);
    const weekendDays = weekend?.instances.map((instance) => instance.local.slice(0, 10)) ?? [];
    expect(weekendDays[0]).toBe('2026-09-05'); // the first Saturday of the pattern's period
    expect(weekendDays.at(-1)).toBe('2027-03-28');
    expect(weekendDays).not.toContain('2026-12-26');
    expect(weekendDays).not.toContain('2027-01-02');
    expect(weekendDays).toContain('2026-12-27');
    // 60 Saturdays and Sundays from 5 September 2026 to 28 March 2027, less the two cancellations.
    expect(weekendDays).toHaveLength(60 - 2);
  });

  it('"a 09:00 event on the last Sunday of March and of October is at 09:00 local time" (VTIMEZONE Europe/Copenhagen)', async () => {
    const text = await (
      await get('krigsmuseet.localhost:3000', '/api/calendar/events/event-krigsmuseet-tidlig-omvisning-da.ics')
    ).text();
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Copenhagen');
    expect(text).toContain('DTSTART;TZID=Europe/Copenhagen:20270307T090000');
    const { events } = parse(text);
    const instances = events.flatMap((event) => event.instances);
    expect(instances).toContainEqual({ local: '2027-03-21T09:00:00', utc: '2027-03-21T08:00:00.000Z' });
    expect(instances).toContainEqual({ local: '2027-03-28T09:00:00', utc: '2027-03-28T07:00:00.000Z' });
    expect(instances).toContainEqual({ local: '2027-10-24T09:00:00', utc: '2027-10-24T07:00:00.000Z' });
    expect(instances).toContainEqual({ local: '2027-10-31T09:00:00', utc: '2027-10-31T08:00:00.000Z' });
    for (const instance of instances) {
      expect(instance.utc).toBe(copenhagenTime(instance.local.slice(0, 10), '09:00').instant.toISOString());
    }
  });

  it('freeform times become an all-day series, its cancellations date EXDATEs, its timeframes in the description', async () => {
    const { events } = parse(
      await (await get('localhost:3000', '/api/calendar/events/event-natmus-julevaerksted-da.ics')).text(),
    );
    expect(events).toHaveLength(1);
    expect(events[0]?.allDay).toBe(true);
    expect(events[0]?.exdates).toEqual(['2026-12-12']);
    const days = events[0]?.instances.map((instance) => instance.local) ?? [];
    expect(days[0]).toBe('2026-11-28');
    expect(days).not.toContain('2026-12-12');
    expect(days).toContain('2026-12-13');
  });

  it('404 for an unknown event, a draft id or another file name', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await get('localhost:3000', '/api/calendar/events/no-such-event.ics')).status).toBe(404);
    expect((await get('localhost:3000', '/api/calendar/events/drafts.event-natmus-julevaerksted-da.ics')).status).toBe(
      404,
    );
    expect((await get('localhost:3000', '/api/calendar/events/event-natmus-julevaerksted-da.txt')).status).toBe(404);
    expect((await get('localhost:3000', '/api/calendar/events/%3Cscript%3E.ics')).status).toBe(404);
  });
});

describe('GET /api/calendar/{locale}.ics (the subscribable feed of the site)', () => {
  let response: Response;
  let feed: string;
  beforeAll(async () => {
    response = await get('localhost:3000', '/api/calendar/da.ics');
    feed = await response.text();
  });

  it('the events the calendar may show, with a name, a refresh interval and the time zone', () => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(ICS_CONTENT_TYPE);
    expect(response.headers.get('cache-control')).toBe(ICS_CACHE_CONTROL);
    const text = feed;
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Nationalmuseet – Kalender');
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    const summaries = new Set(events.map((event) => event.summary));
    expect(summaries).toContain('Omvisning: Danmarks Oldtid');
    expect(summaries).toContain('Jul i Prinsens Palæ');
    // Spec: "Events are shown only when showInCalendar is not false and the period end is not before today."
    expect([...summaries].some((summary) => /personalefest/i.test(summary))).toBe(false);
    expect([...summaries].some((summary) => /sommer i oldtiden/i.test(summary))).toBe(false);
    // Only the site's own events, in the feed's language.
    expect(events.every((event) => event.uid.startsWith('event-natmus-') && event.uid.includes('-da.'))).toBe(true);
  });

  it('per locale: the English feed has the English events', async () => {
    const { events } = parse(await (await get('kronborg.localhost:3000', '/api/calendar/en.ics')).text());
    expect(events.map((event) => event.summary)).toContain('Guided tour: Hamlet’s castle');
    expect(events.every((event) => event.uid.includes('-en.'))).toBe(true);
  });

  it('"A closed day shows no events": a daily period event skips the museum\'s closed days as EXDATEs', () => {
    const { events } = parse(feed);
    const christmas = events.find((event) => event.summary === 'Jul i Prinsens Palæ');
    expect(christmas?.exdates).toEqual([
      '2026-11-23T10:00:00',
      '2026-11-30T10:00:00',
      '2026-12-07T10:00:00',
      '2026-12-14T10:00:00',
    ]);
    const days = christmas?.instances.map((instance) => instance.local.slice(0, 10)) ?? [];
    expect(days).not.toContain('2026-11-23'); // a Monday: Nationalmuseet is closed on Mondays
    expect(days).toContain('2026-11-22');
    expect(days).toContain('2026-12-21'); // "open-day exception beats regular period": an extra open Monday
  });

  it('404 for an unknown locale', async () => {
    expect((await get('localhost:3000', '/api/calendar/fr.ics')).status).toBe(404);
    expect((await get('localhost:3000', '/api/calendar/se.ics')).status).toBe(404);
    expect((await get('localhost:3000', '/api/calendar/da.json')).status).toBe(404);
  });
});

describe('the Europe/Copenhagen VTIMEZONE', () => {
  it('agrees with @date-fns/tz on both sides of every change from 2026 to 2040', () => {
    const file = calendarFile([], {
      site: 'natmus',
      locale: 'da',
      hosts,
      name: 'x',
      now: new Date('2026-11-22T12:00:00Z'),
    });
    expect(file).not.toContain('BEGIN:VEVENT');
    const calendar = new ICAL.Component(
      ICAL.parse(
        `${COPENHAGEN_VTIMEZONE.replace('BEGIN:VTIMEZONE', 'BEGIN:VCALENDAR\r\nBEGIN:VTIMEZONE')}\r\nEND:VCALENDAR`,
      ),
    );
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone') as ICAL.Component);
    for (let year = 2026; year <= 2040; year++) {
      for (const month of [3, 10]) {
        const lastSunday = new Date(Date.UTC(year, month, 0));
        lastSunday.setUTCDate(lastSunday.getUTCDate() - lastSunday.getUTCDay());
        for (const offset of [-1, 0, 1]) {
          const day = new Date(lastSunday.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
          for (const time of ['00:30', '09:00', '23:30']) {
            const local = ICAL.Time.fromDateTimeString(`${day}T${time}:00`);
            local.zone = zone;
            expect(local.toJSDate().toISOString(), `${day} ${time}`).toBe(
              copenhagenTime(day, time).instant.toISOString(),
            );
          }
        }
      }
    }
  });
});
