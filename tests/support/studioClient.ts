import { createClient, type SanityClient } from '@sanity/client';
import { SANITY_API_VERSION } from '@runtime/cms/source/config';

/**
 * A @sanity/client on a local Sanity-compatible server (runtime/cms/source/local-sanity-server.ts) at `apiHost`, as the
 * Studio talks to Sanity's API: with the token it may see drafts and write; without, it reads published content.
 */
export function studioClient(apiHost: string, token?: string): SanityClient {
  return createClient({
    projectId: 'local',
    dataset: 'stage',
    apiVersion: SANITY_API_VERSION,
    apiHost,
    useProjectHostname: false,
    useCdn: false,
    ...(token ? { token } : {}),
  });
}
