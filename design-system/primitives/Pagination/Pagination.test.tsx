import { describe, expect, it } from 'vitest';
import { paginationFixtures as f } from '../../../fixtures/components/Pagination.fixtures';
import { renderHtml } from '../../shell/renderForTest';
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
    const html = renderHtml(<Pagination {...f.default} />);
    expect(html).toMatch(/^<nav [^>]*aria-label="Sider"/);
    expect(html).toContain('href="/soeg?q=vikinger&amp;side=1" rel="prev"');
    expect(html).toContain('href="/soeg?q=vikinger&amp;side=3" rel="next"');
    expect(html).toMatch(/href="\/soeg\?q=vikinger&amp;side=2" aria-current="page" aria-label="Side 2">2<\/a>/);
    expect(html.match(/aria-current/g)).toHaveLength(1);
    expect(html).toContain('Forrige');
    expect(html).toContain('Næste');
  });

  it('no previous link on the first page, no next link on the last; gaps are hidden from screen readers', () => {
    const first = renderHtml(<Pagination {...f.longText} page={1} />);
    expect(first).not.toContain('rel="prev"');
    expect(first).toMatch(/<li [^>]*aria-hidden="true">…<\/li>/);
    expect(renderHtml(<Pagination {...f.longText} />)).not.toContain('rel="next"');
  });

  it('nothing for a single page; in the visitor’s language; a caller’s label', () => {
    expect(renderHtml(<Pagination {...f.minimal} />)).toBe('');
    const en = renderHtml(<Pagination {...f.default} label="Pages of search results" />, 'en');
    expect(en).toContain('aria-label="Pages of search results"');
    expect(en).toContain('aria-label="Page 2"');
    expect(en).toContain('Previous');
  });
});
