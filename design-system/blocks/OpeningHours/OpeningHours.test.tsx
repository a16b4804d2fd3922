// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { openingHoursFixtures as f } from '@fixtures/components/OpeningHours.fixtures';
import { OpeningHours } from './OpeningHours';

/** The description-list row whose term is `term`: its value. */
const hoursFor = (term: string) => {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
};

describe('OpeningHours', () => {
  it('shows today, the week with equal days merged, and the special days with reasons', () => {
    const { container } = render(<OpeningHours {...f.default} />);
    expect(container).toHaveTextContent('Åbent i dag 10.00 - 17.00');
    expect(hoursFor('Mandag')).toHaveTextContent(/^Lukket$/);
    expect(hoursFor('Tirsdag - onsdag')).toHaveTextContent(/^10\.00 - 17\.00$/);
    expect(hoursFor('Fredag - søndag')).toBeInTheDocument();
    expect(container).toHaveTextContent('Torsdag 24. december 2026');
    expect(container).toHaveTextContent('Juleaften');
    expect(container).toHaveTextContent('18.00 - 23.59');
    expect(container).toHaveTextContent('Kulturnatten');
  });

  it('says when the museum is closed today, with the reason', () => {
    const { container } = render(<OpeningHours {...f.longText} />);
    expect(container).toHaveTextContent('Lukket i dag (Museet holder lukket');
  });

  it('speaks the visitor language', () => {
    const { container } = render(<OpeningHours {...f.minimal} />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'Opening hours' })).toBeInTheDocument();
    expect(hoursFor('Monday - Sunday')).toHaveTextContent('10:00 - 17:00');
    expect(container).toHaveTextContent('10:00 - 17:00');
  });

  it('renders nothing for empty input', () => {
    expect(renderToStaticMarkup(<OpeningHours {...f.empty} />)).toBe('');
  });
});
