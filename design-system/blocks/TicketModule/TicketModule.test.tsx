import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ticketModuleFixtures as f } from '../../../fixtures/components/TicketModule.fixtures';
import { TicketModule } from './TicketModule';

describe('TicketModule', () => {
  it('renders the ticket as an h2, its prices under an h3 and the purchase link out', () => {
    const html = renderToStaticMarkup(<TicketModule {...f.default} />);
    expect(html).toMatch(/<h2[^>]*>Entré til Krigsmuseet<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>Priser<\/h3>/);
    expect(html).toMatch(/<dt>Voksne<\/dt><dd[^>]*>110\s?kr\.<\/dd>/);
    expect(html).toContain('Gratis');
    expect(html).toMatch(/<a href="https:\/\/billetter.natmus.dk\/krigsmuseet"[^>]*rel="noopener"[^>]*>Køb billet/);
    expect(html).toContain('<img');
  });

  it('leaves out prices and link when there are none', () => {
    const html = renderToStaticMarkup(<TicketModule {...f.minimal} />);
    expect(html).not.toContain('<h3');
    expect(html).not.toContain('<a ');
  });

  it('renders nothing without a title', () => {
    expect(renderToStaticMarkup(<TicketModule {...f.empty} />)).toBe('');
  });
});
