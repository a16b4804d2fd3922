import { CALENDAR_QUERY_PARAMETERS, calendarSearch, parseCalendarQuery } from '../domain/calendarQuery';

/**
 * The query parameters pages read, the one rule for what of a query string a page's cached copy is keyed by:
 *
 * - every page: search (`q`, `type`), preview's day (`date`), paging (`side`, `page`), as given;
 * - calendar pages only: the calendar's `fra`, `til` and `emne` (runtime/domain/calendarQuery.ts), validated and
 *   canonical (unreadable values left out, tags lower case and sorted), so `?emne=Børn&fra=2026-11-28` and
 *   `?fra=2026-11-28&emne=b%C3%B8rn` share one copy.
 *
 * Any other parameter (`utm_source`, `fbclid`, a cache-buster) is left out of the key, so it neither bypasses the
 * cache nor makes a copy of its own, and the page renders as without it. A page that starts reading a new parameter
 * adds it here.
 *
 * Which paths are calendar pages is learned from their renders (PAGE_READS_HEADER, noted by the page's data hook):
 * a path not yet rendered keeps the calendar's parameters in its key (never a wrong copy), a path known not to be a
 * calendar page drops them (junk `?fra=` on other pages shares the page's copy).
 */
export const PAGE_QUERY_PARAMETERS = ['q', 'type', 'date', 'side', 'page'] as const;

export type PageQueryParameter = (typeof PAGE_QUERY_PARAMETERS)[number];

/** The response header by which a render says which parameter groups it reads (`calendar`). */
export const PAGE_READS_HEADER = 'X-Page-Reads';

const used = new Set<string>(PAGE_QUERY_PARAMETERS);
const calendarParameters = new Set<string>(CALENDAR_QUERY_PARAMETERS);

/** Learned: whether the page at `site|path` reads the calendar's parameters. Bounded; forgetting is safe. */
const calendarPaths = new Map<string, boolean>();
const MAX_LEARNED_PATHS = 10_000;
let learnedVersion = 0;

/** Where a query string is read: the site and the page's path (a client-navigation JSON's page path). */
export interface QueryScope {
  site: string;
  path: string;
}

/** Whether the page at a path reads the calendar's parameters: true, false, or undefined (not rendered yet). */
export function readsCalendar(scope: QueryScope): boolean | undefined {
  return calendarPaths.get(`${scope.site}|${scope.path}`);
}

/**
 * Learns from a rendered page (a 200) whether its path reads the calendar's parameters (PAGE_READS_HEADER's value).
 * Returns whether that changed what is known.
 */
export function learnPageReads(scope: QueryScope, readsHeader: string | null | undefined): boolean {
  const reads = /\bcalendar\b/.test(readsHeader ?? '');
  const key = `${scope.site}|${scope.path}`;
  if (calendarPaths.get(key) === reads) return false;
  if (calendarPaths.size >= MAX_LEARNED_PATHS) calendarPaths.clear();
  calendarPaths.set(key, reads);
  learnedVersion += 1;
  return true;
}

/** Changes whenever something is learned: memoised keys are stale then. */
export function pageReadsVersion(): number {
  return learnedVersion;
}

/** Forgets what was learned (tests). */
export function forgetPageReads(): void {
  calendarPaths.clear();
  learnedVersion += 1;
}

/**
 * The part of a query string that a page reads, in one canonical order (by name; the values of a repeated
 * general parameter in the order given; the calendar's canonical), '' when there is none:
 * `?utm_source=x&q=guld&type=b&type=a` is `?q=guld&type=b&type=a`. With a scope, the calendar's parameters count
 * only unless its path is known not to be a calendar page; without one, they always count.
 */
export function pageQueryKey(search: string, scope?: QueryScope): string {
  const params = new URLSearchParams(search);
  const kept: [string, string][] = [];
  let calendar = false;
  for (const [name, value] of params) {
    if (used.has(name)) kept.push([name, value]);
    else if (calendarParameters.has(name)) calendar = true;
  }
  if (calendar && !(scope && readsCalendar(scope) === false)) {
    for (const [name, value] of new URLSearchParams(calendarSearch(parseCalendarQuery(params)))) {
      kept.push([name, value]);
    }
  }
  if (kept.length === 0) return '';
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `?${new URLSearchParams(kept).toString()}`;
}
