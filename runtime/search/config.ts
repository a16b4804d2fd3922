import type { ContentConfig } from '../cms/source/config';
import { liveProjectForSite } from '../cms/source/config';
import { readNdjson } from '../cms/source/dataset';
import type { SiteId } from '../sites/registry';
import type { SearchBackend } from './backend';
import { createEmbeddingsBackend } from './embeddings-backend';
import { createOramaBackend } from './orama-backend';

/** The default name of the Embeddings Index the live search asks (SANITY_EMBEDDINGS_INDEX overrides). */
export const DEFAULT_EMBEDDINGS_INDEX = 'site-search';

export interface SearchConfig {
  indexName: string;
  /** Server-side token for the Embeddings Index API. */
  token?: string;
}

/**
 * The live search's configuration: SANITY_EMBEDDINGS_INDEX (index name), and a token from
 * SANITY_SEARCH_TOKEN, else SANITY_VIEWER_TOKEN, else SANITY_READ_TOKEN (never sent to browsers).
 */
export function searchConfigFromEnv(env: Record<string, string | undefined> = process.env): SearchConfig {
  const token = [env.SANITY_SEARCH_TOKEN, env.SANITY_VIEWER_TOKEN, env.SANITY_READ_TOKEN]
    .map((value) => value?.trim())
    .find(Boolean);
  return { indexName: env.SANITY_EMBEDDINGS_INDEX?.trim() || DEFAULT_EMBEDDINGS_INDEX, ...(token ? { token } : {}) };
}

const backends = new Map<string, SearchBackend>();

/**
 * The search backend for a site: Orama over the embedded dataset (one for the process, its indexes
 * built on first use), or the Embeddings Index of the site's live project.
 */
export function searchBackendFor(
  site: SiteId,
  content: ContentConfig,
  search: SearchConfig = searchConfigFromEnv(),
): SearchBackend {
  const key = content.kind === 'embedded' ? 'embedded' : `live:${liveProjectForSite(content, site).projectId}`;
  let backend = backends.get(key);
  if (!backend) {
    backend =
      content.kind === 'embedded'
        ? createOramaBackend(() => readNdjson(content.datasetFile))
        : createEmbeddingsBackend({
            projectId: liveProjectForSite(content, site).projectId,
            indexName: search.indexName,
            token: search.token,
            apiHost: content.apiHost,
          });
    backends.set(key, backend);
  }
  return backend;
}
