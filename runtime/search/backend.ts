import type { Locale } from '@design-system/i18n/locales';
import type { SiteId } from '../sites/registry';

/** What a search backend is asked: the visitor's text, the dataset environment, and optionally where. */
export interface SearchBackendQuery {
  query: string;
  /** The dataset environment (the spec: default stage). */
  environment: string;
  /** Narrow to one locale's documents when the backend can (the embedded index is one per locale). */
  locale?: Locale;
  /** Narrow to one site's documents when the backend can. */
  site?: SiteId;
  /** The most ids to return. */
  limit?: number;
}

/**
 * Finds the ids of the documents that match a search, best first. Two implementations: Sanity's
 * Embeddings Index API (live) and an Orama full-text index over the embedded dataset. Both answer
 * only ids; the content query that follows filters by locale and site and shapes the response.
 */
export interface SearchBackend {
  readonly kind: 'embeddings' | 'orama';
  findIds(query: SearchBackendQuery): Promise<string[]>;
}

/** The spec's default environment (dataset) of the search endpoint. */
export const DEFAULT_SEARCH_ENVIRONMENT = 'stage';
/** Environments the search endpoint knows; anything else is a 400. */
export const SEARCH_ENVIRONMENTS = ['stage', 'production'] as const;
/** The longest search text accepted (over it: 400 from the API, a message on the page). */
export const MAX_QUERY_LENGTH = 200;
/** The most ids one search returns. */
export const MAX_SEARCH_RESULTS = 50;
