import { AsyncLocalStorage } from 'node:async_hooks';
import { collectRefs, type DocumentRefs, emptyRefs, mergeRefs } from './surrogateKeys';

/**
 * What a render found out about its own response, noted by the loaders while it runs and read by the server
 * when it answers: which documents the response shows (its surrogate keys) and whether it is degraded (a part
 * of it is a fallback after a failure, so it must not be cached as a healthy page). One record per request,
 * carried by AsyncLocalStorage from the middleware around the renderer down to the data hooks; outside such a
 * scope (tests of a loader, the .ics routes) noting does nothing.
 */

/**
 * The response header that says a page is degraded: a part of it is a fallback after a failure (`root-data`:
 * navigation and footer missing; `search`: no results because the search backend failed). The caches keep such
 * a page only briefly, or not at all (runtime/server/cachePolicy.ts and pageCache.ts).
 */
export const DEGRADED_HEADER = 'X-Content-Degraded';

/**
 * The status of the page a client-navigation JSON stands for, when it is not 200 (a missing page: 404, an
 * error: 500). Vike answers that JSON 200 whatever the page's status (its client reads the status from the
 * body, and a 404 would be a console error in every visitor's browser), so the caches read it here.
 */
export const PAGE_STATUS_HEADER = 'X-Page-Status';

/** The status a response stands for: its page's (PAGE_STATUS_HEADER), else its own. */
export function pageStatusOf(response: { status: number; headers: Headers }): number {
  const page = Number(response.headers.get(PAGE_STATUS_HEADER));
  return Number.isInteger(page) && page >= 100 ? page : response.status;
}

/** Why a response is degraded: root data (navigation, footer) fell back to empty; the search backend failed. */
export type Degradation = 'root-data' | 'search';

export interface RenderNotes {
  refs: DocumentRefs;
  degraded: Set<Degradation>;
  /** Parameter groups the page reads from its query string (runtime/cache/pageQueryParameters.ts). */
  reads: Set<'calendar'>;
}

const storage = new AsyncLocalStorage<RenderNotes>();

/** Runs `render` with a fresh record of notes, and returns both. */
export async function withRenderNotes<T>(render: () => Promise<T>): Promise<{ result: T; notes: RenderNotes }> {
  const notes: RenderNotes = { refs: emptyRefs(), degraded: new Set(), reads: new Set() };
  const result = await storage.run(notes, render);
  return { result, notes };
}

/** The response shows what this query result holds (every document in it). */
export function noteShown(result: unknown): void {
  const notes = storage.getStore();
  if (notes) collectRefs(result, notes.refs);
}

/** The response shows these documents (refs collected earlier, e.g. with a cached value). */
export function noteRefs(refs: DocumentRefs): void {
  const notes = storage.getStore();
  if (notes) mergeRefs(notes.refs, refs);
}

/** A part of the response is a fallback after a failure. */
export function noteDegraded(reason: Degradation): void {
  storage.getStore()?.degraded.add(reason);
}

/** The page reads these query parameters (the calendar's `fra`, `til`, `emne`): its cached copies are keyed by them. */
export function noteReads(group: 'calendar'): void {
  storage.getStore()?.reads.add(group);
}
