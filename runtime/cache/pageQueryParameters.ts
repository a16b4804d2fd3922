/**
 * The query parameters pages read: search (`q`, `type`), the calendar's day, week, month, view and filters,
 * paging. A page's cached copy is keyed by these and nothing else: any other parameter (`utm_source`,
 * `fbclid`, a cache-buster) is left out of the key, so it neither bypasses the cache nor makes a copy of its
 * own, and the page renders as without it. A page that starts reading a new parameter adds it here.
 */
export const PAGE_QUERY_PARAMETERS = [
  'q',
  'type',
  'date',
  'dato',
  'uge',
  'maaned',
  'kategori',
  'tag',
  'visning',
  'side',
  'page',
] as const;

export type PageQueryParameter = (typeof PAGE_QUERY_PARAMETERS)[number];

const used = new Set<string>(PAGE_QUERY_PARAMETERS);

/**
 * The part of a query string that a page reads, in one canonical order (by name; the values of a repeated
 * name in the order given), '' when there is none: `?utm_source=x&q=guld&kategori=b&kategori=a` is
 * `?kategori=b&kategori=a&q=guld`.
 */
export function pageQueryKey(search: string): string {
  const kept = [...new URLSearchParams(search)].filter(([name]) => used.has(name));
  if (kept.length === 0) return '';
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `?${new URLSearchParams(kept).toString()}`;
}
