// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@design-system/testing/render';
import { calendarDaysFixtures as f } from '@fixtures/components/CalendarDays.fixtures';
import { CalendarDays } from './CalendarDays';

/** Whether the first heading named `first` comes before the first named `second`. */
const precedes = (first: string, second: string) => {
  const [a] = screen.getAllByRole('heading', { name: first });
  const [b] = screen.getAllByRole('heading', { name: second });
  return Boolean(a && b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
};

describe('CalendarDays', () => {
  it('lists each day (h3, with its date) and its events (h4) in the order given', () => {
    const { container } = render(<CalendarDays {...f.default} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Kalender' })).toBeInTheDocument();
    const date = screen.getByText('Søndag 22. november 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2026-11-22');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(precedes('Jul i Prinsens Palæ', 'Rundvisning: Danmarks Oldtid')).toBe(true);
    expect(container).toHaveTextContent('10.00 - 17.00');
  });

  it('"A closed day shows no events": a closed day says so, with its reason', () => {
    render(<CalendarDays {...f.default} />);
    expect(screen.getByText('Museet er lukket denne dag – Juleaften')).toBeInTheDocument();
  });

  it('the timeline shows a period event with its start and end day', () => {
    const { container } = render(<CalendarDays {...f.timeline} />);
    expect(container.querySelector('[data-layout="timeline"]')).not.toBeNull();
    expect(container).toHaveTextContent('1. okt. 2026 - 30. jun. 2027');
  });

  it('links the calendar as a subscription and as a file when given their addresses', () => {
    const { unmount } = render(<CalendarDays {...f.default} />);
    expect(screen.getByRole('link', { name: 'Abonnér på kalenderen' })).toHaveAttribute(
      'href',
      'webcal://localhost:3000/api/calendar/da.ics',
    );
    expect(screen.getByRole('link', { name: 'Hent kalenderen som fil (.ics)' })).toHaveAttribute(
      'href',
      '/api/calendar/da.ics',
    );
    unmount();
    render(<CalendarDays {...f.timeline} />);
    expect(screen.queryAllByRole('link').filter((link) => link.getAttribute('href')?.includes('.ics'))).toEqual([]);
  });

  it('leaves out untitled events, and says so when there is nothing in the period', () => {
    const { unmount } = render(<CalendarDays {...f.withUntitled} />);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(1);
    unmount();
    render(<CalendarDays {...f.empty} />);
    expect(screen.getByText('Der er ingen begivenheder i perioden')).toBeInTheDocument();
  });
});

describe('CalendarDays navigation, filters and layouts', () => {
  it('the date navigation is a labelled nav of plain links; today and the chosen day are aria-current="date"', () => {
    const { container } = render(<CalendarDays {...f.navigatedDay} />);
    const nav = screen.getByRole('navigation', { name: 'Vælg dato' });
    const today = within(nav).getByRole('link', { name: 'I dag' });
    expect(today).toHaveAttribute('href', '/kalender');
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(within(nav).getByRole('link', { name: 'I morgen' })).toHaveAttribute('href', '/kalender?fra=2026-11-23');
    expect(within(nav).getByRole('link', { name: 'Weekend' })).toHaveAttribute(
      'href',
      '/kalender?fra=2026-11-28&til=2026-11-29',
    );
    expect(within(nav).getByRole('link', { name: /Næste uge/ })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Forrige uge/ })).toBeNull();
    expect(container).not.toHaveTextContent('Forrige uge');
    expect(container.querySelectorAll('[aria-current="date"]')).toHaveLength(2);
  });

  it('tag filters link with their counts; a chosen one says it removes the filter; Nulstil clears', () => {
    render(<CalendarDays {...f.weekend} />);
    const filters = screen.getByRole('navigation', { name: 'Filtrér efter emne' });
    expect(within(filters).getByRole('link', { name: /^Fjern filter: ?Jul/ })).toBeInTheDocument();
    expect(within(filters).getByRole('link', { name: 'Nulstil' })).toBeInTheDocument();
  });

  it('recurring events show once with "Hver dag" or their weekdays, before the days', () => {
    const { container } = render(<CalendarDays {...f.weekend} />);
    expect(container).toHaveTextContent('Gennem hele perioden');
    expect(container).toHaveTextContent('Hver dag');
    expect(container).toHaveTextContent('Hver lørdag og søndag');
    expect(precedes('Jul i Prinsens Palæ', 'Juleværksted for børn')).toBe(true);
  });

  it('a closed day gives its reason and links the next day with events; an empty day says so', () => {
    const { unmount } = render(<CalendarDays {...f.closedDay} />);
    expect(screen.getByText('Museet er lukket denne dag – Juleaften')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /^Næste dag med begivenheder: Søndag 27\. december 2026/ }),
    ).toHaveAttribute('href', '/kalender?fra=2026-12-27');
    unmount();
    const { container } = render(<CalendarDays {...f.emptyDay} />);
    expect(container).toHaveTextContent('Der er ingen begivenheder denne dag');
    expect(container.querySelector('a[href="/kalender?fra=2026-11-24"]')).not.toBeNull();
  });

  it('the timeline draws period events as bars across the range, unlike the daily agenda', () => {
    const bars = (container: HTMLElement) =>
      [...container.querySelectorAll('[aria-hidden="true"]')].filter(
        (element) => element.firstElementChild?.tagName === 'SPAN',
      );
    const { container, unmount } = render(<CalendarDays {...f.timelineWithBars} />);
    expect(container.querySelector('[data-layout="timeline"]')).not.toBeNull();
    expect(bars(container)).toHaveLength(2);
    expect(container).toHaveTextContent('Hver lørdag undtagen 26. dec.');
    unmount();
    expect(bars(render(<CalendarDays {...f.navigatedDay} />).container)).toHaveLength(0);
  });

  it('speaks the page’s language: English', () => {
    const { container } = render(<CalendarDays {...f.weekend} />, { locale: 'en' });
    expect(screen.getByRole('link', { name: 'Tomorrow' })).toBeInTheDocument();
    expect(container).toHaveTextContent('Every day');
    expect(container).toHaveTextContent('Every Saturday and Sunday');
    expect(container).toHaveTextContent('Remove filter');
  });
});
