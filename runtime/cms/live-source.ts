import { type ClientPerspective, createClient, type SanityClient } from '@sanity/client';
import type { ContentConfig } from './config';
import { liveProjectForSite, SANITY_API_VERSION } from './config';
import type { ContentSource, Perspective, QueryParams } from './source';

type LiveConfig = Extract<ContentConfig, { kind: 'live' }>;

/**
 * Live Sanity through @sanity/client: one client per project and dataset (several sites share a
 * project), API version 2024-10-01, no CDN for page queries, the published perspective unless an
 * editor previews drafts.
 */
export function createLiveSource(config: LiveConfig): ContentSource {
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
        useCdn: false,
        perspective: clientPerspective,
        // The viewer token is for previews only, and never leaves the server.
        token: perspective === 'published' ? undefined : config.token,
        ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
      });
      clients.set(key, client);
    }
    return client;
  }

  return {
    kind: 'live',
    fetch<T>(site: string, query: string, params: QueryParams, perspective: Perspective = 'published') {
      return clientFor(site, perspective).fetch<T>(query, params);
    },
  };
}
