import { type ClientPerspective, createClient, type SanityClient } from '@sanity/client';
import type { ContentConfig } from './config';
import { liveProjectForSite, SANITY_API_VERSION } from './config';
import { CMS_TIMEOUT_MS, withTimeoutAndRetry } from './retry';
import type { ContentSource, Perspective, QueryParams, SourceOptions } from './source';
import { previewStegaConfig } from './stega';

type LiveConfig = Extract<ContentConfig, { kind: 'live' }>;

/**
 * Live Sanity through @sanity/client: one client per project and dataset (several sites share a
 * project), API version 2024-10-01, no CDN for page queries, the published perspective unless an
 * editor previews drafts (then, with a Studio address, with stega-encoded texts). Every call is cut
 * off after CMS_TIMEOUT_MS and retried at most once (runtime/cms/retry.ts); the client's own retries
 * are off so that bound holds.
 */
export function createLiveSource(config: LiveConfig, options: SourceOptions = {}): ContentSource {
  const clients = new Map<string, SanityClient>();

  function clientFor(site: string, perspective: Perspective): SanityClient {
    const project = liveProjectForSite(config, site);
    const clientPerspective: ClientPerspective =
      typeof perspective === 'string' ? perspective : [...perspective, 'drafts'];
    const key = `${project.projectId}/${project.dataset}/${String(clientPerspective)}`;
    let client = clients.get(key);
    if (!client) {
      client = createClient({
        projectId: project.projectId,
        dataset: project.dataset,
        apiVersion: SANITY_API_VERSION,
        // Sanity's API CDN only for published reads, and only when configured (SANITY_USE_CDN=true):
        // a preview must see the draft that was saved a moment ago.
        useCdn: perspective === 'published' && config.useCdn === true,
        perspective: clientPerspective,
        timeout: CMS_TIMEOUT_MS,
        maxRetries: 0,
        // The viewer token is for previews only, and never leaves the server.
        token: perspective === 'published' ? undefined : config.token,
        // Click-to-edit: a preview's texts come stega-encoded from the query's content source map.
        ...(perspective !== 'published' && options.stegaStudioUrl
          ? { stega: previewStegaConfig(options.stegaStudioUrl) }
          : {}),
        ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
      });
      clients.set(key, client);
    }
    return client;
  }

  return {
    kind: 'live',
    fetch<T>(site: string, query: string, params: QueryParams, perspective: Perspective = 'published') {
      const client = clientFor(site, perspective);
      return withTimeoutAndRetry((signal) => client.fetch<T>(query, params, { signal }));
    },
  };
}
