/** Query parameters: GROQ `$name` values. */
export type QueryParams = Record<string, string | number | boolean | null | string[]>;

/**
 * Which documents a query sees: published only, drafts over published (editor preview), or
 * releases stacked over the drafts (a list of release names, first wins; editor preview of a release).
 */
export type Perspective = 'published' | 'previewDrafts' | readonly string[];

/** What an editor previews: any perspective but the published one. Only preview ever listens for changes. */
export type PreviewPerspective = Exclude<Perspective, 'published'>;

/** A change to the content: the document's id when the source knows it (a file re-read knows none). */
export interface ContentChange {
  documentId?: string;
}

/**
 * A content source answers GROQ queries for a site. Two implementations run the *same* queries:
 * live Sanity through @sanity/client, and the embedded dataset through groq-js.
 */
export interface ContentSource {
  readonly kind: 'embedded' | 'live';
  fetch<T = unknown>(site: string, query: string, params: QueryParams, perspective?: Perspective): Promise<T>;
  /**
   * Calls `onChange` after the content of a site changes, once the change is queryable in that perspective, until
   * the returned function is called. For editor preview only (runtime/preview/changeHub.ts): published visitors never
   * listen, and the type has no published perspective to ask for.
   */
  listen(site: string, perspective: PreviewPerspective, onChange: (change: ContentChange) => void): () => void;
}

/** How a source is built beyond its content configuration. */
export interface SourceOptions {
  /**
   * Click-to-edit in preview: the Studio's address that stega-encoded texts link to (runtime/cms/source/stega.ts). Unset,
   * no result carries any; published results never do.
   */
  stegaStudioUrl?: string;
}
