// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { ticketModuleFixtures as f } from '@fixtures/components/TicketModule.fixtures';
import { TicketModule } from './TicketModule';

describe('TicketModule', () => {
  it('renders the ticket as an h2, its prices under an h3 and the purchase link out', () => {
    const { container } = render(<TicketModule {...f.default} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Entré til Krigsmuseet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Priser' })).toBeInTheDocument();
    const adults = screen.getByText('Voksne', { selector: 'dt' });
    expect(adults.nextElementSibling?.tagName).toBe('DD');
    expect(adults.nextElementSibling?.textContent).toMatch(/^110\s?kr\.$/);
    expect(container).toHaveTextContent('Gratis');
    const buy = screen.getByRole('link', { name: /^Køb billet/ });
    expect(buy).toHaveAttribute('href', 'https://billetter.natmus.dk/krigsmuseet');
    expect(buy).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('img')).toBeInTheDocument();
  });

  it('leaves out prices and link when there are none', () => {
    render(<TicketModule {...f.minimal} />);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renders nothing without a title', () => {
    expect(renderToStaticMarkup(<TicketModule {...f.empty} />)).toBe('');
  });
});
