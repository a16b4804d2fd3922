import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { eventHeroFixtures as f } from '../../../fixtures/components/EventHero.fixtures';
import { EventHero } from './EventHero';

describe('EventHero', () => {
  it('shows the h1, dates, time, tags and the ticket variants with price and capacity', () => {
    const html = renderToStaticMarkup(<EventHero {...f.default} />);
    expect(html).toMatch(/<h1[^>]*>Jul i Prinsens Palæ<\/h1>/);
    expect(html).toContain('10.00 - 17.00');
    expect(html).toContain('Familie');
    expect(html).toContain('120');
    expect(html).toContain('Pladser: 25');
    expect(html).toContain('href="https://billetter.natmus.dk/entre"');
    expect(html).toMatch(/<a [^>]*href="\/api\/calendar\/events\/[^"]+\.ics"[^>]*>Tilføj til kalender \(\.ics\)<\/a>/);
  });

  it('no calendar link without a calendar file', () => {
    expect(renderToStaticMarkup(<EventHero {...f.minimal} />)).not.toContain('.ics');
  });

  it('a cancelled event says so', () => {
    expect(renderToStaticMarkup(<EventHero {...f.cancelled} />)).toContain('Aflyst');
  });

  it('shows only the title when that is all it has', () => {
    const html = renderToStaticMarkup(<EventHero {...f.minimal} />);
    expect(html).toMatch(/<h1[^>]*>Luciaoptog<\/h1>/);
    expect(html).not.toContain('<dl');
  });
});
