import { describe, expect, it } from 'vitest';
import { PAGE_QUERY_PARAMETERS, pageQueryKey } from './pageQueryParameters';

describe('the query parameters pages read: one declared list', () => {
  it('holds search’s, the calendar’s and paging’s parameters', () => {
    for (const name of ['q', 'type', 'date', 'dato', 'uge', 'maaned', 'kategori', 'tag', 'visning', 'side', 'page']) {
      expect(PAGE_QUERY_PARAMETERS).toContain(name);
    }
  });

  it('a cache key keeps only those, in one order (by name, values of a name as given)', () => {
    expect(pageQueryKey('')).toBe('');
    expect(pageQueryKey('?utm_source=newsletter&fbclid=x&_=17')).toBe('');
    expect(pageQueryKey('?utm_source=x&q=guld')).toBe('?q=guld');
    expect(pageQueryKey('?visning=uge&dato=2026-12-24')).toBe('?dato=2026-12-24&visning=uge');
    expect(pageQueryKey('?kategori=b&tag=x&kategori=a')).toBe('?kategori=b&kategori=a&tag=x');
    expect(pageQueryKey('?q=r%C3%B8de+m%C3%BCnze')).toBe(pageQueryKey('?q=r%C3%B8de%20m%C3%BCnze'));
  });
});
