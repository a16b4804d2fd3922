// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { eventHeroFixtures as f } from '@fixtures/components/EventHero.fixtures';
import { EventHero } from './EventHero';

describe('EventHero', () => {
  it('shows the h1, dates, time, tags and the ticket variants with price and capacity', () => {
    const { container } = render(<EventHero {...f.default} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Jul i Prinsens Palæ' })).toBeInTheDocument();
    expect(container).toHaveTextContent('10.00 - 17.00');
    expect(container).toHaveTextContent('Familie');
    expect(container).toHaveTextContent('130');
    expect(container).toHaveTextContent('Pladser: 25');
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('https://billetter.natmus.dk/entre');
    expect(screen.getByRole('link', { name: 'Tilføj til kalender (.ics)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/calendar\/events\/[^/]+\.ics$/),
    );
  });

  it('no calendar link without a calendar file', () => {
    render(<EventHero {...f.minimal} />);
    expect(screen.queryByRole('link', { name: /Tilføj til kalender/ })).toBeNull();
  });

  it('a cancelled event says so', () => {
    render(<EventHero {...f.cancelled} />);
    expect(screen.getByText('Aflyst')).toBeInTheDocument();
  });

  it('shows only the title when that is all it has', () => {
    const { container } = render(<EventHero {...f.minimal} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Luciaoptog' })).toBeInTheDocument();
    expect(container.querySelector('dl')).toBeNull();
  });
});
