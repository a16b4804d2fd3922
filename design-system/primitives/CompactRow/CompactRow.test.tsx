// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@design-system/testing/render';
import { compactRowFixtures as f, compactRowListFixtures as lists } from '@fixtures/components/CompactRow.fixtures';
import { CompactRow, CompactRowList } from './CompactRow';

describe('CompactRow', () => {
  it('a thumbnail beside type label, title link (in the chosen heading level), short date range and description', () => {
    const { container } = render(<CompactRow {...f.default} />);
    const row = screen.getByRole('article');
    expect(container.firstElementChild).toBe(row);
    expect(within(row).getByText('Udstilling').tagName).toBe('SPAN');
    const heading = within(row).getByRole('heading', { level: 2 });
    expect(within(heading).getByRole('link', { name: 'Solvognen – Bronzealderens gåde' })).toHaveAttribute(
      'href',
      '/udstillinger/solvognen',
    );
    expect(row).toHaveTextContent('6. feb. - 30. aug.');
    expect(row).toHaveTextContent('Kom tæt på et af Danmarks største oldtidsfund');
  });

  it('the thumbnail is a decorative, lazy, responsive image with explicit width and height, sized for the row', () => {
    const { container } = render(<CompactRow {...f.default} />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).toBeNull();
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.getAttribute('width')).toMatch(/^\d+$/);
    expect(img.getAttribute('height')).toMatch(/^\d+$/);
    expect(img).toHaveAttribute('srcset');
    expect(img).toHaveAttribute('sizes', '(min-width: 768px) 11.25rem, 7.5rem');
  });

  it('a podcast episode: season and episode as the prefix, a single day as a long date, then its duration', () => {
    render(<CompactRow {...f.podcastEpisode} />);
    expect(screen.getByText('Sæson 2 · Episode 1').tagName).toBe('SPAN');
    const day = screen.getByText('11. februar 2026');
    expect(day.tagName).toBe('TIME');
    expect(day).toHaveAttribute('datetime', '2026-02-11');
    expect(day.parentElement).toHaveTextContent(/^11\. februar 2026 · 31 min\.$/);
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
  });

  it('a ticket type shows its prices on the date line', () => {
    render(<CompactRow {...f.ticket} />);
    expect(screen.getByRole('article')).toHaveTextContent('Voksne 130 kr. · Studerende 95 kr. · Under 18 år Gratis');
  });

  it('without image, date, type or description: the title alone, the thumbnail’s place kept empty', () => {
    const { container, unmount } = render(<CompactRow {...f.minimal} />);
    expect(container.querySelector('img, time')).toBeNull();
    const media = [...container.querySelectorAll('div')].find((div) => /media/.test(div.className));
    expect(media).toBeEmptyDOMElement();
    expect(screen.getByRole('link', { name: 'Runesten fortæller' })).toBeInTheDocument();
    unmount();
    const noImage = render(<CompactRow {...f.noImage} />);
    expect(noImage.container.querySelector('img')).toBeNull();
    noImage.unmount();
    const noDate = render(<CompactRow {...f.noDate} />).container;
    expect(noDate.querySelector('time')).toBeNull();
    expect(noDate).not.toHaveTextContent('feb.');
  });

  it('without an image but with a date: the day as a tile in the thumbnail’s place, hidden from screen readers', () => {
    const { container, unmount } = render(<CompactRow {...f.noImage} />);
    const tile = container.querySelector('[aria-hidden="true"]');
    expect(tile?.tagName).toBe('SPAN');
    expect(tile?.className).not.toBe('');
    expect(tile?.textContent).toMatch(/^\d+\. [a-zæøå]+\.?$/);
    unmount();
    expect(render(<CompactRow {...f.default} />).container.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('a cancelled event says so; a title without a link is text; an unreadable date is left out', () => {
    const cancelled = render(<CompactRow row={{ ...f.noImage.row, cancelled: true }} headingLevel={2} />);
    expect(cancelled.container).toHaveTextContent('Aflyst');
    cancelled.unmount();
    const withoutLink = render(<CompactRow {...f.withoutLink} />);
    expect(screen.queryByRole('link')).toBeNull();
    withoutLink.unmount();
    const { container } = render(
      <CompactRow row={{ ...f.noImage.row, date: { from: '2026-02-30' } }} headingLevel={2} />,
    );
    expect(container).toHaveTextContent('Rekordmange gæster');
    expect(container.querySelector('time')).toBeNull();
  });

  it('in English', () => {
    render(<CompactRow {...f.podcastEpisode} />, { locale: 'en' });
    expect(screen.getByText('11 February 2026')).toBeInTheDocument();
  });
});

describe('CompactRowList', () => {
  it('one list item per showable row, ordered or not, with its name', () => {
    const { unmount } = render(<CompactRowList {...lists.default} />);
    const list = screen.getByRole('list', { name: 'Søgeresultater' });
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('article')
        .map((row) => row.closest('li')?.parentElement),
    ).toEqual(lists.default.rows.map(() => list));
    unmount();
    render(<CompactRowList {...lists.longText} />);
    expect(screen.getAllByRole('list')[0]?.tagName).toBe('UL');
  });

  it('a focus target for a page that moves focus to it has tabindex -1; nothing renders without a row', () => {
    const { container } = render(<CompactRowList {...lists.minimal} id="results" focusTarget />);
    const list = container.firstElementChild as HTMLElement;
    expect(list.tagName).toBe('UL');
    expect(list).toHaveAttribute('id', 'results');
    expect(list).toHaveAttribute('tabindex', '-1');
    list.focus();
    expect(list).toHaveFocus();
    expect(renderToStaticMarkup(<CompactRowList {...lists.empty} />)).toBe('');
  });
});
