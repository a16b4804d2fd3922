// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { ticketTypesFixtures as f } from '@fixtures/components/TicketTypes.fixtures';
import { TicketTypes } from './TicketTypes';

describe('TicketTypes', () => {
  it('lists each type with its price under an h2', () => {
    const { container } = render(<TicketTypes {...f.default} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Billetpriser på Krigsmuseet' })).toBeInTheDocument();
    expect(screen.getAllByRole('term')).toHaveLength(3);
    expect(container).toHaveTextContent('Med Museumskortet');
  });

  it('gives the list its own heading and shows an editor-written price as written', () => {
    const { unmount } = render(<TicketTypes {...f.minimal} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Billetpriser' })).toBeInTheDocument();
    unmount();
    expect(render(<TicketTypes {...f.longText} />).container).toHaveTextContent('Fra 1.200 kr.');
  });

  it('renders nothing for empty input', () => {
    expect(renderToStaticMarkup(<TicketTypes {...f.empty} />)).toBe('');
    expect(renderToStaticMarkup(<TicketTypes types={[{ title: '', price: 10 }]} />)).toBe('');
  });
});
