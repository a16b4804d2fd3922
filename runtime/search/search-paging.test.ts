import { describe, expect, it } from 'vitest';
import { pageOfResults, parseRequestedPage, SEARCH_PAGE_SIZE } from './search-paging';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('search paging: ten results to a page, "Viser 11-20 af 23"', () => {
  it('cuts the results into pages of ten', () => {
    expect(SEARCH_PAGE_SIZE).toBe(10);
    const first = pageOfResults(numbers(23), 1);
    expect(first.items).toEqual(numbers(10));
    expect(first.paging).toEqual({ page: 1, pageCount: 3, pageSize: 10, total: 23 });
    expect(pageOfResults(numbers(23), 2).items).toEqual(numbers(20).slice(10));
    expect(pageOfResults(numbers(23), 3).items).toEqual([21, 22, 23]);
  });

  it('a page past the end shows the last page; below 1 or not whole, the first', () => {
    expect(pageOfResults(numbers(23), 9).paging.page).toBe(3);
    expect(pageOfResults(numbers(23), 0).paging.page).toBe(1);
    expect(pageOfResults(numbers(23), Number.NaN).paging.page).toBe(1);
    expect(pageOfResults(numbers(23), 2.7).paging.page).toBe(2);
  });

  it('exactly a page, and no results at all', () => {
    expect(pageOfResults(numbers(10), 1).paging).toEqual({ page: 1, pageCount: 1, pageSize: 10, total: 10 });
    expect(pageOfResults(numbers(10), 2).items).toHaveLength(10);
    expect(pageOfResults([], 4)).toEqual({ items: [], paging: { page: 1, pageCount: 0, pageSize: 10, total: 0 } });
  });

  it('the side= parameter: a whole number from 1, anything else is page 1', () => {
    expect(parseRequestedPage('2')).toBe(2);
    expect(parseRequestedPage(' 3 ')).toBe(3);
    for (const bad of [undefined, null, '', '0', '-2', '1.5', '2e1', 'to', '0x10', '99999999999999999999', ['2']])
      expect(parseRequestedPage(bad), String(bad)).toBe(1);
  });
});
