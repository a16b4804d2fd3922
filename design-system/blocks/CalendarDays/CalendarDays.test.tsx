import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { calendarDaysFixtures as f } from '../../../fixtures/components/CalendarDays.fixtures';
import { LocaleProvider } from '../../i18n/LocaleContext';
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

describe('CalendarDays navigation, filters and layouts', () => {
  it('the date navigation is a labelled nav of plain links; today and the chosen day are aria-current="date"', () => {
    const html = renderToStaticMarkup(<CalendarDays {...f.navigatedDay} />);
    expect(html).toMatch(/<nav [^>]*aria-label="Vælg dato"/);
    expect(html).toMatch(/<a [^>]*href="\/kalender"[^>]*aria-current="date"[^>]*>I dag<\/a>/);
    expect(html).toMatch(/href="\/kalender\?fra=2026-11-23"[^>]*>I morgen<\/a>/);
    expect(html).toMatch(/href="\/kalender\?fra=2026-11-28&amp;til=2026-11-29"[^>]*>Weekend<\/a>/);
    expect(html).toContain('Næste uge');
    expect(html).not.toContain('Forrige uge');
    expect(html.match(/aria-current="date"/g)).toHaveLength(2);
  });

  it('tag filters link with their counts; a chosen one says it removes the filter; Nulstil clears', () => {
    const html = renderToStaticMarkup(<CalendarDays {...f.weekend} />);
    expect(html).toMatch(/<nav [^>]*aria-label="Filtrér efter emne"/);
    expect(html).toContain('Fjern filter: </span>Jul');
    expect(html).toMatch(/>Nulstil<\/a>/);
  });

  it('recurring events show once with "Hver dag" or their weekdays, before the days', () => {
    const html = renderToStaticMarkup(<CalendarDays {...f.weekend} />);
    expect(html).toContain('Gennem hele perioden');
    expect(html).toContain('Hver dag');
    expect(html).toContain('Hver lørdag og søndag');
    expect(html.indexOf('Jul i Prinsens Palæ')).toBeLessThan(html.indexOf('Juleværksted for børn'));
  });

  it('a closed day gives its reason and links the next day with events; an empty day says so', () => {
    const closed = renderToStaticMarkup(<CalendarDays {...f.closedDay} />);
    expect(closed).toContain('Museet er lukket denne dag – Juleaften');
    expect(closed).toMatch(
      /href="\/kalender\?fra=2026-12-27"[^>]*>Næste dag med begivenheder: Søndag 27\. december 2026/,
    );
    const empty = renderToStaticMarkup(<CalendarDays {...f.emptyDay} />);
    expect(empty).toContain('Der er ingen begivenheder denne dag');
    expect(empty).toContain('href="/kalender?fra=2026-11-24"');
  });

  it('the timeline draws period events as bars across the range, unlike the daily agenda', () => {
    const timeline = renderToStaticMarkup(<CalendarDays {...f.timelineWithBars} />);
    expect(timeline).toContain('data-layout="timeline"');
    expect(timeline.match(/aria-hidden="true"><span/g)).toHaveLength(2);
    expect(timeline).toContain('Hver lørdag undtagen 26. dec.');
    const daily = renderToStaticMarkup(<CalendarDays {...f.navigatedDay} />);
    expect(daily).not.toMatch(/aria-hidden="true"><span/);
  });

  it('speaks the page’s language: English', () => {
    const html = renderToStaticMarkup(
      <LocaleProvider locale="en">
        <CalendarDays {...f.weekend} />
      </LocaleProvider>,
    );
    expect(html).toContain('>Tomorrow</a>');
    expect(html).toContain('Every day');
    expect(html).toContain('Every Saturday and Sunday');
    expect(html).toContain('Remove filter');
  });
});
