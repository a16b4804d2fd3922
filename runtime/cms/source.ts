/** Query parameters: GROQ `$name` values. */
export type QueryParams = Record<string, string | number | boolean | null | string[]>;

/** Which documents a query sees: published only, or drafts over published (editor preview). */
export type Perspective = 'published' | 'previewDrafts';

/**
 * A content source answers GROQ queries for a site. Two implementations run the *same* queries:
 * live Sanity through @sanity/client, and the embedded dataset through groq-js.
 */
export interface ContentSource {
  readonly kind: 'embedded' | 'live';
  fetch<T = unknown>(site: string, query: string, params: QueryParams, perspective?: Perspective): Promise<T>;
}
