import { type ClientPerspective, createClient, type SanityClient } from '@sanity/client';
import type { ContentConfig } from './config';
import { liveProjectForSite, SANITY_API_VERSION } from './config';
import { CMS_TIMEOUT_MS, withTimeoutAndRetry } from './retry';
import type {
  ContentChange,
  ContentSource,
  Perspective,
  PreviewPerspective,
  QueryParams,
  SourceOptions,
} from './source';
import { previewStegaConfig } from './stega';

type LiveConfig = Extract<ContentConfig, { kind: 'live' }>;

/**
 * What an editor's preview listens to: every document of the project's dataset but the Presentation tool's own
 * short-lived secrets (written each time the Studio opens the site). A plain filter, which any listener accepts.
 */
export const PREVIEW_LISTEN_FILTER = '*[_type != "sanity.previewUrlSecret"]';
/** After the listener failed for good (not a dropped connection, which the client retries itself), try again. */
const LISTEN_RETRY_MS = 5_000;

/**
 * Live Sanity through @sanity/client: one client per project and dataset (several sites share a
 * project), API version 2024-10-01, no CDN for page queries, the published perspective unless an
 * editor previews drafts (then, with a Studio address, with stega-encoded texts). Every call is cut
 * off after CMS_TIMEOUT_MS and retried at most once (runtime/cms/source/retry.ts); the client's own retries
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
    listen(site: string, perspective: PreviewPerspective, onChange: (change: ContentChange) => void) {
      return listenLive(clientFor(site, perspective), perspective, onChange);
    },
  };
}

/**
 * Sanity's listen API through the preview client (it carries the viewer token, so drafts are seen):
 * `visibility: 'query'` so a change is queryable when it is told, no documents in the events (only that something
 * changed), release versions only when a release is previewed. A listener that reconnects may have missed a change,
 * so its welcome after the first one counts as one. Failures are logged and the listener opened again.
 */
function listenLive(
  client: SanityClient,
  perspective: PreviewPerspective,
  onChange: (change: ContentChange) => void,
): () => void {
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let subscription: { unsubscribe(): void } | undefined;
  const open = () => {
    let welcomed = false;
    subscription = client
      .listen(
        PREVIEW_LISTEN_FILTER,
        {},
        {
          visibility: 'query',
          includeResult: false,
          includeMutations: false,
          includeAllVersions: typeof perspective !== 'string',
          events: ['welcome', 'mutation'],
          tag: 'preview.live',
        },
      )
      .subscribe({
        next: (event) => {
          if (event.type === 'mutation') onChange({ documentId: event.documentId });
          else if (event.type === 'welcome' && welcomed) onChange({});
          else welcomed = true;
        },
        error: (error: unknown) => {
          console.error('[preview] Listening to Sanity failed; trying again shortly', error);
          if (!stopped) retry = setTimeout(open, LISTEN_RETRY_MS);
        },
      });
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(retry);
    subscription?.unsubscribe();
  };
}
