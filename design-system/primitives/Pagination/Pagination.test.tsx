// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@design-system/testing/render';
import { paginationFixtures as f } from '@fixtures/components/Pagination.fixtures';
import { Pagination } from './Pagination';
import { pageWindow } from './pageWindow';

describe('pageWindow: the first, the last, the current page with its neighbours, gaps for the rest', () => {
  it('every page while they fit in seven places', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('gaps around the current page, the row always seven places long', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageWindow(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageWindow(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    for (let page = 1; page <= 20; page++) expect(pageWindow(page, 20)).toHaveLength(7);
  });

  it('a gap never stands for a single page', () => {
    for (let count = 1; count <= 30; count++)
      for (let page = 1; page <= count; page++) {
        const entries = pageWindow(page, count);
        entries.forEach((entry, index) => {
          if (entry !== 'gap') return;
          const before = entries[index - 1] as number;
          const after = entries[index + 1] as number;
          expect(after - before, `${page} of ${count}`).toBeGreaterThan(2);
        });
        expect(entries).toContain(page);
      }
  });

  it('a page out of range is clamped', () => {
    expect(pageWindow(0, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(99, 20)).toEqual(pageWindow(20, 20));
  });
});

describe('Pagination', () => {
  it('a labelled navigation of plain links: previous, the numbers with the current one marked, next', () => {
    const { container } = render(<Pagination {...f.default} />);
    const nav = screen.getByRole('navigation', { name: 'Sider' });
    expect(container.firstElementChild).toBe(nav);
    const previous = within(nav).getByRole('link', { name: /Forrige/ });
    expect(previous).toHaveAttribute('href', '/soeg?q=vikinger&side=1');
    expect(previous).toHaveAttribute('rel', 'prev');
    const next = within(nav).getByRole('link', { name: /Næste/ });
    expect(next).toHaveAttribute('href', '/soeg?q=vikinger&side=3');
    expect(next).toHaveAttribute('rel', 'next');
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current).toHaveAccessibleName('Side 2');
    expect(current).toHaveTextContent(/^2$/);
    expect(current).toHaveAttribute('href', '/soeg?q=vikinger&side=2');
    expect(container.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('no previous link on the first page, no next link on the last; gaps are hidden from screen readers', () => {
    const { container, unmount } = render(<Pagination {...f.longText} page={1} />);
    expect(container.querySelector('[rel="prev"]')).toBeNull();
    const gap = within(container).getByText('…');
    expect(gap.tagName).toBe('LI');
    expect(gap).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByRole('listitem').includes(gap)).toBe(false);
    unmount();
    expect(render(<Pagination {...f.longText} />).container.querySelector('[rel="next"]')).toBeNull();
  });

  it('nothing for a single page; in the visitor’s language; a caller’s label', () => {
    expect(renderToStaticMarkup(<Pagination {...f.minimal} />)).toBe('');
    render(<Pagination {...f.default} label="Pages of search results" />, { locale: 'en' });
    const nav = screen.getByRole('navigation', { name: 'Pages of search results' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /Previous/ })).toBeInTheDocument();
  });
});
