import { overlayEnabled, previewConfig } from '../preview/config';
import { type ContentConfig, contentConfigFromEnv } from './source/config';
import { createEmbeddedSource } from './source/embedded-source';
import { createLiveSource } from './source/live-source';
import type { ContentSource, SourceOptions } from './source/source';

export function createContentSource(config: ContentConfig, options: SourceOptions = {}): ContentSource {
  return config.kind === 'embedded'
    ? createEmbeddedSource(config.datasetFile, options)
    : createLiveSource(config, options);
}

let shared: { config: ContentConfig; source: ContentSource } | undefined;

/** The process's content source, configured once from the environment (a setup error throws here). */
export function contentRuntime(): { config: ContentConfig; source: ContentSource } {
  if (!shared) {
    const config = contentConfigFromEnv();
    // Click-to-edit texts in preview when the overlay runs and there is a Studio to link to.
    const { mode, studioUrl } = previewConfig();
    const stegaStudioUrl = overlayEnabled(true, mode) ? studioUrl : undefined;
    shared = { config, source: createContentSource(config, stegaStudioUrl ? { stegaStudioUrl } : {}) };
  }
  return shared;
}
