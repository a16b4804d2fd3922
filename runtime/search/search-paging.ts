import { z } from 'zod';
import type { SearchPaging } from '@design-system/templates/SearchPage';

/** Results per page of the search page. */
export const SEARCH_PAGE_SIZE = 10;

/**
 * The page a `side` parameter asks for: a whole number from 1 (a missing, empty, negative, fractional or
 * non-numeric value is page 1; one beyond the last page is clamped by `pageOfResults`).
 */
export const requestedPageSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
);

export function parseRequestedPage(value: unknown): number {
  const parsed = requestedPageSchema.safeParse(value);
  return parsed.success ? parsed.data : 1;
}

/**
 * One page of a list of results: the page asked for, clamped to the pages there are (a page past the end shows the
 * last one), its items, and the paging the page shows ("Viser 11-20 af 23", links to the other pages).
 */
export function pageOfResults<T>(
  items: T[],
  requested: number,
  size: number = SEARCH_PAGE_SIZE,
): { items: T[]; paging: SearchPaging } {
  const total = items.length;
  const pageCount = Math.ceil(total / size);
  const page = Math.min(Math.max(1, Math.floor(requested) || 1), Math.max(1, pageCount));
  const start = (page - 1) * size;
  return { items: items.slice(start, start + size), paging: { page, pageCount, pageSize: size, total } };
}
