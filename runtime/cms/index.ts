import { type ContentConfig, contentConfigFromEnv } from './config';
import { createEmbeddedSource } from './embedded-source';
import { createLiveSource } from './live-source';
import type { ContentSource } from './source';

export function createContentSource(config: ContentConfig): ContentSource {
  return config.kind === 'embedded' ? createEmbeddedSource(config.datasetFile) : createLiveSource(config);
}

let shared: { config: ContentConfig; source: ContentSource } | undefined;

/** The process's content source, configured once from the environment (a setup error throws here). */
export function contentRuntime(): { config: ContentConfig; source: ContentSource } {
  if (!shared) {
    const config = contentConfigFromEnv();
    shared = { config, source: createContentSource(config) };
  }
  return shared;
}
