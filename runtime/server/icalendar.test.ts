import { join } from 'node:path';
import { Hono } from 'hono';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { readNdjson } from '../cms/source/dataset';
import { createEmbeddedSourceFromDocuments } from '../cms/source/embedded-source';
import { hostConfigFromEnv } from '../sites/hosts';
import { icsText } from './icalendar';
import { addIcsRoutes } from './icsRoutes';

/**
 * RFC 5545 3.3.11: in a TEXT value a backslash, a semicolon and a comma are escaped with a backslash and a line
 * break is written `\n`. A calendar file is one property per line, so text from the content (an event's title,
 * teaser, location and tags, the site's name in the calendar's name) with an unescaped line break in it would add
 * properties, or whole events, of its own.
 */
const HOSTILE_TITLE = 'Jul\r\nBEGIN:VEVENT\r\nUID:evil\nSUMMARY:Falsk; med, komma\\ og \rslut';
const HOSTILE_SITE_NAME = 'Nationalmuseet\r\nX-EVIL:1\nURL:https://evil.example;x,y\\';

describe('icsText: RFC 5545 TEXT escaping', () => {
  it('escapes backslash, semicolon and comma, writes every line break as \\n and drops other control characters', () => {
    expect(icsText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(icsText('en\r\nto\ntre\rfire')).toBe('en\\nto\\ntre\\nfire');
    expect(icsText('bip\u0007\u0000 bop\tok')).toBe('bip bop\tok');
    expect(icsText('Nationalmuseet – Kalender')).toBe('Nationalmuseet – Kalender');
  });
});

describe('calendar files: text from the content cannot add lines', () => {
  const documents = readNdjson(join(process.cwd(), 'fixtures/content/dataset.ndjson')).map((doc) => {
    if (doc._id === 'event-natmus-omvisning-danmarks-oldtid-da') {
      return {
        ...doc,
        title: HOSTILE_TITLE,
        teaserDescription: 'Tekst\r\nEND:VEVENT\r\nBEGIN:VEVENT',
        location: 'Sal 1\r\nLOCATION:evil',
        tags: ['ok', 'tag\r\nX-TAG:evil'],
      };
    }
    if (doc._type === 'siteConfig' && doc.site === 'natmus') return { ...doc, name: HOSTILE_SITE_NAME };
    return doc;
  });
  const source = createEmbeddedSourceFromDocuments(documents);
  const hosts = hostConfigFromEnv({});
  const app = new Hono();
  addIcsRoutes(app, () => ({ source, hosts, clock: () => new Date('2026-11-22T12:00:00Z') }));
  const get = async (path: string) =>
    (await app.request(`http://localhost:3000${path}`, { headers: { host: 'localhost:3000' } })).text();

  /** The file's logical lines: folded lines (a CRLF and one space) joined again. */
  const unfolded = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

  /**
   * A property's TEXT value read back by RFC 5545's rules (ical.js does not know NAME or X-WR-CALNAME as TEXT, so
   * it would leave them escaped).
   */
  const textValue = (lines: string[], name: string) =>
    lines
      .find((line) => line.startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .replace(/\\([\\;,nN])/g, (_, char: string) => (char.toLowerCase() === 'n' ? '\n' : char));

  /** Every line names a property (or BEGIN/END); no bare CR or LF is left in any line. */
  function expectOnlyProperties(text: string) {
    for (const line of unfolded(text).filter(Boolean)) {
      expect(line, JSON.stringify(line)).toMatch(/^[A-Z][A-Z0-9-]*[;:]/);
      expect(line, JSON.stringify(line)).not.toMatch(/[\r\n]/);
    }
    expect(text).not.toMatch(/^(X-EVIL|X-TAG|UID:evil|LOCATION:evil|URL:https:\/\/evil)/m);
  }

  it('the event file: its title names the calendar and the event, escaped; one VEVENT per series, no more', async () => {
    const text = await get('/api/calendar/events/event-natmus-omvisning-danmarks-oldtid-da.ics');
    expectOnlyProperties(text);
    const lines = unfolded(text);
    const escapedTitle = 'Jul\\nBEGIN:VEVENT\\nUID:evil\\nSUMMARY:Falsk\\; med\\, komma\\\\ og \\nslut';
    expect(lines).toContain(`NAME:${escapedTitle}`);
    expect(lines).toContain(`X-WR-CALNAME:${escapedTitle}`);
    expect(lines).toContain(`SUMMARY:${escapedTitle}`);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(2);
    // The site's name from the content is in LOCATION, escaped.
    expect(lines.find((line) => line.startsWith('LOCATION:'))).toContain(
      'Sal 1\\nLOCATION:evil\\, Nationalmuseet\\nX-EVIL:1\\nURL:https://evil.example\\;x\\,y\\\\',
    );
    // Read back, the values are what the editor wrote (line breaks as LF); a standard parser reads the event's.
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(textValue(lines, 'X-WR-CALNAME')).toBe(HOSTILE_TITLE.replace(/\r\n|\r/g, '\n'));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(2);
    expect(events[0]?.getFirstPropertyValue('summary')).toBe(HOSTILE_TITLE.replace(/\r\n|\r/g, '\n'));
    expect(events[0]?.getFirstPropertyValue('description')).toContain('Tekst\nEND:VEVENT\nBEGIN:VEVENT');
    expect(events[0]?.getAllProperties('categories').flatMap((property) => property.getValues())).toEqual([
      'ok',
      'tag\nX-TAG:evil',
    ]);
  });

  it('the feed: the site name in the calendar’s name is escaped', async () => {
    const text = await get('/api/calendar/da.ics');
    expectOnlyProperties(text);
    const escapedName = 'Nationalmuseet\\nX-EVIL:1\\nURL:https://evil.example\\;x\\,y\\\\ – Kalender';
    expect(unfolded(text)).toContain(`NAME:${escapedName}`);
    expect(unfolded(text)).toContain(`X-WR-CALNAME:${escapedName}`);
    expect(textValue(unfolded(text), 'X-WR-CALNAME')).toBe(`${HOSTILE_SITE_NAME.replace(/\r\n|\r/g, '\n')} – Kalender`);
  });
});
