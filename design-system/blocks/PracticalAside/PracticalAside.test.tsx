// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { headingOutline, render, screen, within } from '@design-system/testing/render';
import { practicalAsideFixtures as f } from '@fixtures/components/PracticalAside.fixtures';
import { hasPracticalFacts, PracticalAside } from './PracticalAside';
import { row } from './PracticalAside.css';

describe('PracticalAside: the "Praktisk" aside (hours, price, place, call to action)', () => {
  it('is a complementary landmark named by its h2, with a labelled h3 per group in reading order', () => {
    const { container } = render(<PracticalAside {...f.default} />);
    const aside = screen.getByRole('complementary', { name: 'Praktisk' });
    expect(container.firstElementChild).toBe(aside);
    expect(headingOutline(aside)).toEqual(['h2 Praktisk', 'h3 Åbningstider', 'h3 Priser', 'h3 Adresse']);
    expect(aside).toHaveTextContent('Tirsdag - søndag');
    const address = aside.querySelector('address') as HTMLElement;
    expect([...address.children].slice(0, 2).map((line) => line.textContent)).toEqual([
      'Nationalmuseet',
      'Prinsens Palæ, Ny Vestergade 10',
    ]);
    expect(address).toHaveTextContent('1471 København K');
  });

  it('prices in kroner with tabular figures (rows whose class sets font-variant-numeric), 0 as free', () => {
    const { container } = render(<PracticalAside {...f.default} />);
    expect(container.textContent?.replace(/\s/g, ' ')).toContain('130 kr.');
    expect(container).toHaveTextContent('Gratis');
    expect(container.querySelectorAll(`[class="${row}"]`)).toHaveLength(4);
  });

  it('ends with the call to action as a link out (said to assistive technology) and the further link', () => {
    render(<PracticalAside {...f.default} />);
    const buy = screen.getByRole('link', { name: /^Køb billet/ });
    expect(buy).toHaveAttribute('href', 'https://billetter.natmus.dk/');
    expect(buy).toHaveAttribute('rel', 'noopener');
    const addressHeading = screen.getByRole('heading', { name: 'Adresse' });
    expect(addressHeading.compareDocumentPosition(buy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain('/praktisk-information');
  });

  it('an event: when (a period and its time), its facts, the calendar file; the given title', () => {
    const { container } = render(<PracticalAside {...f.event} />);
    expect(headingOutline()[0]).toBe('h2 Praktisk information');
    expect(container).toHaveTextContent('Hvornår');
    expect(container).toHaveTextContent('21. nov. - 23. dec.');
    expect(container).toHaveTextContent('10.00 - 17.00');
    const age = within(container).getByText('Alder', { selector: 'dt' });
    expect(age.nextElementSibling).toHaveTextContent(/^For hele familien$/);
    const calendarFile = [...container.querySelectorAll('a[type="text/calendar"]')];
    expect(calendarFile).toHaveLength(1);
    expect(calendarFile[0]).toHaveAttribute('href', expect.stringMatching(/^\/api\/calendar\/events\/[^/]+\.ics$/));
  });

  it('a date that cannot be read drops its line, not the aside', () => {
    const { container } = render(<PracticalAside when={{ date: { from: '2026-13-45' }, text: 'Hver lørdag' }} />);
    expect(screen.getByRole('complementary')).toHaveTextContent('Hver lørdag');
    expect(container).not.toHaveTextContent('2026-13-45');
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
