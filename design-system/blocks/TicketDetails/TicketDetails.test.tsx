import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ticketDetailsFixtures as f } from '../../../fixtures/components/TicketDetails.fixtures';
import { TicketDetails } from './TicketDetails';

describe('TicketDetails', () => {
  it('renders benefits, description, the FAQ as disclosures and the purchase link', () => {
    const html = renderToStaticMarkup(<TicketDetails {...f.default} />);
    expect(html).toMatch(/<h2[^>]*>Årskort til Nationalmuseet<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>Det får du<\/h3>/);
    expect(html).toMatch(/<h3[^>]*>Ofte stillede spørgsmål<\/h3>/);
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html).toContain('Kan jeg tage et barn med gratis?');
    expect(html).toContain('href="https://billetter.natmus.dk/aarskort"');
  });

  it('uses h2 for its parts without a title', () => {
    expect(renderToStaticMarkup(<TicketDetails {...f.minimal} />)).toMatch(/<h2[^>]*>Det får du<\/h2>/);
  });

  it('renders nothing for empty input', () => {
    expect(renderToStaticMarkup(<TicketDetails {...f.empty} />)).toBe('');
  });
});
