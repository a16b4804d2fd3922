import type { Observable } from 'rxjs';

/**
 * The shapes of Sanity's Presentation tool options (`sanity/presentation`, `packages/sanity/src/presentation/types.ts`
 * in sanity-io/sanity), written out here because this repository does not install `sanity`. They are structural: what
 * this folder builds can be given to `presentationTool({ resolve })` in a Studio as it is. `defineLocations()` and
 * `defineDocuments()` return their argument unchanged (they exist for type inference), so nothing is lost by not
 * calling them.
 */

/** `DocumentLocation`: one URL a document appears at, as the Studio lists it. */
export interface DocumentLocation {
  title: string;
  href: string;
}

/** `DocumentLocationsState`: the locations, or a message (with its tone) instead of or above them. */
export interface DocumentLocationsState {
  locations?: DocumentLocation[];
  message?: string;
  tone?: 'positive' | 'caution' | 'critical';
}

/** `StackablePerspective` of @sanity/client: `drafts`, `published` or a release name. */
export type StackablePerspective = string;

/**
 * The part of the Studio's `DocumentStore` the resolver uses: `listenQuery` fetches `fetch` and fetches again
 * whenever a document matching `listen` changes.
 */
export interface LocationsDocumentStore {
  listenQuery(
    query: { fetch: string; listen: string },
    params: Record<string, unknown>,
    options: { perspective?: StackablePerspective[]; tag?: string },
  ): Observable<unknown>;
}

/**
 * `DocumentLocationResolver`, the function form of `resolve.locations`: called with the document the editor has
 * open; returns its locations, or an Observable of them (re-resolved as the content changes).
 */
export type DocumentLocationResolver = (
  params: { id: string; type: string; version: string | undefined; perspectiveStack: StackablePerspective[] },
  context: { documentStore: LocationsDocumentStore },
) => DocumentLocationsState | null | undefined | Observable<DocumentLocationsState | null | undefined>;

/** `DocumentResolverContext`: the URL the preview shows, matched against a resolver's `route`. */
export interface DocumentResolverContext {
  /** The route's origin, when the route is an absolute URL (the preview URL's origin matched it). */
  origin: string | undefined;
  /** The route's named params (path-to-regexp `match`). */
  params: Record<string, string>;
  /** The matched path name. */
  path: string;
}

/**
 * `DocumentResolver`, one entry of `resolve.mainDocuments`, in its `resolve` form: for a URL matching `route` (a
 * path pattern, or an absolute URL pattern that also has to match the preview's origin), the GROQ filter and params
 * of the document the page shows. Presentation runs `*[${filter}][0]{_id, _type}` with the Studio's perspective.
 */
export interface DocumentResolver {
  route: string | string[];
  resolve: (context: DocumentResolverContext) => { filter: string; params?: Record<string, string> } | undefined;
}
