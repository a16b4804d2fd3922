import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ticketTypesFixtures as f } from '../../../fixtures/components/TicketTypes.fixtures';
import { TicketTypes } from './TicketTypes';

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

  it('renders nothing for empty input', () => {
    expect(renderToStaticMarkup(<TicketTypes {...f.empty} />)).toBe('');
    expect(renderToStaticMarkup(<TicketTypes types={[{ title: '', price: 10 }]} />)).toBe('');
  });
});
