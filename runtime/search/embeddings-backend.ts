import { z } from 'zod';
import { withTimeoutAndRetry } from '../cms/source/retry';
import { MAX_SEARCH_RESULTS, type SearchBackend, type SearchBackendQuery } from './backend';

/** Sanity's Embeddings Index API is only on the experimental API version. */
export const EMBEDDINGS_API_VERSION = 'vX';

export interface EmbeddingsConfig {
  projectId: string;
  /** The index's name in the project (configuration: SANITY_EMBEDDINGS_INDEX). */
  indexName: string;
  /** Server-side token; never sent to a browser. */
  token?: string;
  /** Another Sanity-compatible API host (tests: a local stand-in); default https://{projectId}.api.sanity.io. */
  apiHost?: string;
  fetch?: typeof fetch;
  /** Each try's deadline; default CMS_TIMEOUT_MS (2.5 s), as every CMS call (runtime/cms/source/retry.ts). */
  timeoutMs?: number;
}

/** The API's answer: matches with a score and the document they point to. */
const embeddingsResponseSchema = z.array(
  z.object({
    score: z.number().optional(),
    value: z.object({ documentId: z.string(), type: z.string().optional() }),
  }),
);

export function embeddingsQueryUrl(config: EmbeddingsConfig, dataset: string): string {
  const host = config.apiHost?.replace(/\/+$/, '') ?? `https://${config.projectId}.api.sanity.io`;
  return `${host}/${EMBEDDINGS_API_VERSION}/embeddings-index/query/${encodeURIComponent(dataset)}/${encodeURIComponent(config.indexName)}`;
}

/**
 * The live search: `POST /vX/embeddings-index/query/{dataset}/{indexName}` with `{query, maxResults}`
 * and a bearer token; the answer's document ids in the API's order (best first). Draft ids are
 * returned as their published ids (the published perspective is what visitors see). Like every CMS
 * call, each try is cut off after 2.5 s and a transient failure (timeout, network error, 5xx, broken
 * body) is tried once more (runtime/cms/source/retry.ts); a 4xx is not. Then the caller logs it and answers
 * an empty result.
 */
export function createEmbeddingsBackend(config: EmbeddingsConfig): SearchBackend {
  const doFetch = config.fetch ?? fetch;
  async function query(request: SearchBackendQuery, signal: AbortSignal): Promise<string[]> {
    const response = await doFetch(embeddingsQueryUrl(config, request.environment), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(config.token ? { Authorization: `Bearer ${config.token}` } : {}),
      },
      body: JSON.stringify({ query: request.query, maxResults: request.limit ?? MAX_SEARCH_RESULTS }),
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw Object.assign(new Error(`Embeddings index answered ${response.status} ${response.statusText}`), {
        statusCode: response.status,
      });
    }
    const matches = embeddingsResponseSchema.parse(await response.json());
    const ids: string[] = [];
    for (const match of matches) {
      const id = match.value.documentId.replace(/^drafts\./, '');
      if (!id.startsWith('versions.') && !ids.includes(id)) ids.push(id);
    }
    return ids;
  }
  return {
    kind: 'embeddings',
    findIds: (request) => withTimeoutAndRetry((signal) => query(request, signal), { timeoutMs: config.timeoutMs }),
  };
}
