import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { calendarDaysFixtures as f } from '../../../fixtures/components/CalendarDays.fixtures';
import { CalendarDays } from './CalendarDays';

describe('CalendarDays', () => {
  it('lists each day (h3, with its date) and its events (h4) in the order given', () => {
    const html = renderToStaticMarkup(<CalendarDays {...f.default} />);
    expect(html).toMatch(/<h2[^>]*>Kalender<\/h2>/);
    expect(html).toContain('<time dateTime="2026-11-22">Søndag 22. november 2026</time>');
    expect(html.match(/<h3/g)).toHaveLength(4);
    expect(html.indexOf('Jul i Prinsens Palæ')).toBeLessThan(html.indexOf('Rundvisning: Danmarks Oldtid'));
    expect(html).toContain('10.00 - 17.00');
  });

  it('"A closed day shows no events": a closed day says so, with its reason', () => {
    const html = renderToStaticMarkup(<CalendarDays {...f.default} />);
    expect(html).toContain('Museet er lukket denne dag – Juleaften');
  });

  it('the timeline shows a period event with its start and end day', () => {
    const html = renderToStaticMarkup(<CalendarDays {...f.timeline} />);
    expect(html).toContain('data-layout="timeline"');
    expect(html).toMatch(/1\. okt\. 2026 - 30\. jun\. 2027/);
  });

  it('links the calendar as a subscription and as a file when given their addresses', () => {
    const html = renderToStaticMarkup(<CalendarDays {...f.default} />);
    expect(html).toMatch(
      /<a [^>]*href="webcal:\/\/localhost:3000\/api\/calendar\/da\.ics"[^>]*>Abonnér på kalenderen<\/a>/,
    );
    expect(html).toMatch(/<a [^>]*href="\/api\/calendar\/da\.ics"[^>]*>Hent kalenderen som fil \(\.ics\)<\/a>/);
    expect(renderToStaticMarkup(<CalendarDays {...f.timeline} />)).not.toContain('.ics');
  });

  it('leaves out untitled events, and says so when there is nothing in the period', () => {
    expect(renderToStaticMarkup(<CalendarDays {...f.withUntitled} />).match(/<h4/g)).toHaveLength(1);
    expect(renderToStaticMarkup(<CalendarDays {...f.empty} />)).toContain('Der er ingen begivenheder i perioden');
  });
});
