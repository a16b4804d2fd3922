// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { ticketDetailsFixtures as f } from '@fixtures/components/TicketDetails.fixtures';
import { TicketDetails } from './TicketDetails';

describe('TicketDetails', () => {
  it('renders benefits, description, the FAQ as disclosures and the purchase link', () => {
    const { container } = render(<TicketDetails {...f.default} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Årskort til Nationalmuseet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Det får du' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Ofte stillede spørgsmål' })).toBeInTheDocument();
    expect(container.querySelectorAll('details')).toHaveLength(2);
    expect(screen.getByText('Kan jeg tage et barn med gratis?').closest('summary')).not.toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(
      'https://billetter.natmus.dk/aarskort',
    );
  });

  it('uses h2 for its parts without a title', () => {
    render(<TicketDetails {...f.minimal} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Det får du' })).toBeInTheDocument();
  });

  it('renders nothing for empty input', () => {
    expect(renderToStaticMarkup(<TicketDetails {...f.empty} />)).toBe('');
  });
});
