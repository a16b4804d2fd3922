import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { practicalAsideFixtures as f } from '../../../fixtures/components/PracticalAside.fixtures';
import { hasPracticalFacts, PracticalAside } from './PracticalAside';
import { row } from './PracticalAside.css';

const headings = (html: string) => [...html.matchAll(/<h([1-6])[^>]*>([^<]*)</g)].map((m) => `h${m[1]} ${m[2]}`);

describe('PracticalAside: the "Praktisk" aside (hours, price, place, call to action)', () => {
  it('is a complementary landmark named by its h2, with a labelled h3 per group in reading order', () => {
    const html = renderToStaticMarkup(<PracticalAside {...f.default} />);
    expect(html).toMatch(/^<aside[^>]*aria-labelledby="practical-heading"/);
    expect(headings(html)).toEqual(['h2 Praktisk', 'h3 Åbningstider', 'h3 Priser', 'h3 Adresse']);
    expect(html).toContain('Tirsdag - søndag');
    expect(html).toMatch(/<address[^>]*><span>Nationalmuseet<\/span><span>Prinsens Palæ, Ny Vestergade 10<\/span>/);
    expect(html).toContain('1471 København K');
  });

  it('prices in kroner with tabular figures (rows whose class sets font-variant-numeric), 0 as free', () => {
    const html = renderToStaticMarkup(<PracticalAside {...f.default} />);
    expect(html.replace(/\s/g, ' ')).toContain('130 kr.');
    expect(html).toContain('Gratis');
    expect(html.match(new RegExp(`class="${row}"`, 'g'))?.length).toBe(4);
  });

  it('ends with the call to action as a link out (said to assistive technology) and the further link', () => {
    const html = renderToStaticMarkup(<PracticalAside {...f.default} />);
    expect(html).toMatch(/<a href="https:\/\/billetter\.natmus\.dk\/"[^>]*rel="noopener"[^>]*>Køb billet/);
    expect(html.indexOf('Køb billet')).toBeGreaterThan(html.indexOf('Adresse'));
    expect(html).toContain('href="/praktisk-information"');
  });

  it('an event: when (a period and its time), its facts, the calendar file; the given title', () => {
    const html = renderToStaticMarkup(<PracticalAside {...f.event} />);
    expect(headings(html)[0]).toBe('h2 Praktisk information');
    expect(html).toContain('Hvornår');
    expect(html).toContain('21. nov. - 23. dec.');
    expect(html).toContain('10.00 - 17.00');
    expect(html).toMatch(/<dt[^>]*>Alder<\/dt><dd[^>]*>For hele familien<\/dd>/);
    expect(html).toMatch(/<a[^>]*href="\/api\/calendar\/events\/[^"]+\.ics"[^>]*type="text\/calendar"/);
  });

  it('a date that cannot be read drops its line, not the aside', () => {
    const html = renderToStaticMarkup(<PracticalAside when={{ date: { from: '2026-13-45' }, text: 'Hver lørdag' }} />);
    expect(html).toContain('Hver lørdag');
    expect(html).not.toContain('2026-13-45');
  });

  it('renders nothing without a fact to show', () => {
    expect(renderToStaticMarkup(<PracticalAside {...f.empty} />)).toBe('');
    expect(hasPracticalFacts(f.empty)).toBe(false);
    expect(hasPracticalFacts(null)).toBe(false);
    expect(hasPracticalFacts({ prices: [{ title: '', price: 10 }], facts: [{ label: 'Sted', value: ' ' }] })).toBe(
      false,
    );
    expect(hasPracticalFacts(f.minimal)).toBe(true);
  });
});
