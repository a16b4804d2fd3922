/** A page number to link, or a gap for the pages left out between two of them. */
export type PageWindowEntry = number | 'gap';

/**
 * The page numbers a pagination shows: the first and the last page, the current one and `around` pages on either
 * side of it, and a gap where pages are left out. A gap never stands for a single page (that page is shown), so the
 * row keeps the same length wherever the current page is. Pages are counted from 1; `page` is clamped to the range.
 */
export function pageWindow(page: number, pageCount: number, around = 1): PageWindowEntry[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page) || 1), count);
  // Width of the row: first, last, current with its neighbours, and two gaps.
  const slots = 2 * around + 5;
  if (count <= slots) return Array.from({ length: count }, (_, index) => index + 1);
  // Keep the block of neighbours the same width near the ends (1 2 3 4 5 … 20, not 1 2 … 20).
  const inner = 2 * around + 3;
  let start = Math.max(2, current - around);
  let end = Math.min(count - 1, current + around);
  if (current - around <= 3) {
    start = 2;
    end = inner;
  } else if (current + around >= count - 2) {
    start = count - inner + 1;
    end = count - 1;
  }
  const entries: PageWindowEntry[] = [1];
  if (start > 2) entries.push('gap');
  for (let number = start; number <= end; number++) entries.push(number);
  if (end < count - 1) entries.push('gap');
  entries.push(count);
  return entries;
}
