/** Query parameters: GROQ `$name` values. */
export type QueryParams = Record<string, string | number | boolean | null | string[]>;

/**
 * Which documents a query sees: published only, drafts over published (editor preview), or
 * releases stacked over the drafts (a list of release names, first wins; editor preview of a release).
 */
export type Perspective = 'published' | 'previewDrafts' | readonly string[];

/**
 * A content source answers GROQ queries for a site. Two implementations run the *same* queries:
 * live Sanity through @sanity/client, and the embedded dataset through groq-js.
 */
export interface ContentSource {
  readonly kind: 'embedded' | 'live';
  fetch<T = unknown>(site: string, query: string, params: QueryParams, perspective?: Perspective): Promise<T>;
}

/** How a source is built beyond its content configuration. */
export interface SourceOptions {
  /**
   * Click-to-edit in preview: the Studio's address that stega-encoded texts link to (runtime/cms/stega.ts). Unset,
   * no result carries any; published results never do.
   */
  stegaStudioUrl?: string;
}
