import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ticketTypesFixtures as f } from '../../../fixtures/components/TicketTypes.fixtures';
import { TicketTypes } from './TicketTypes';
import { formatPrice } from './TicketTypes.Variants';

describe('TicketTypes', () => {
  it('lists each type with its price under an h2', () => {
    const html = renderToStaticMarkup(<TicketTypes {...f.default} />);
    expect(html).toMatch(/<h2[^>]*>Billetpriser på Krigsmuseet<\/h2>/);
    expect(html.match(/<dt>/g)).toHaveLength(3);
    expect(html).toContain('Med Museumskortet');
  });

  it('gives the list its own heading and shows an editor-written price as written', () => {
    expect(renderToStaticMarkup(<TicketTypes {...f.minimal} />)).toMatch(/<h2[^>]*>Billetpriser<\/h2>/);
    expect(renderToStaticMarkup(<TicketTypes {...f.longText} />)).toContain('Fra 1.200 kr.');
  });

  it('formats prices in kroner in the visitor language; 0 is free', () => {
    expect(formatPrice(110, 'da', 'Gratis').replace(/\s/g, ' ')).toBe('110 kr.');
    expect(formatPrice(195.5, 'da', 'Gratis').replace(/\s/g, ' ')).toBe('195,50 kr.');
    expect(formatPrice(0, 'da', 'Gratis')).toBe('Gratis');
    expect(formatPrice(-1, 'da', 'Gratis')).toBe('');
  });

  it('renders nothing for empty input', () => {
    expect(renderToStaticMarkup(<TicketTypes {...f.empty} />)).toBe('');
    expect(renderToStaticMarkup(<TicketTypes types={[{ title: '', price: 10 }]} />)).toBe('');
  });
});
