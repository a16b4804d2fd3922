import { resolve } from 'node:path';
import { type ContentGroup, contentGroups, getSite } from '@runtime/sites/registry';

/** Sanity's API version for every content query (spec section 7). */
export const SANITY_API_VERSION = '2024-10-01';
/** The spec's default dataset. */
export const DEFAULT_DATASET = 'stage';

export interface LiveProject {
  projectId: string;
  dataset: string;
}

export type ContentConfig =
  | { kind: 'embedded'; datasetFile: string; mediaDir: string }
  | {
      kind: 'live';
      projects: Partial<Record<ContentGroup, LiveProject>>;
      /** For a Sanity-compatible server other than Sanity's own (tests: the local query server). */
      apiHost?: string;
      token?: string;
      /** Published reads through Sanity's API CDN (apicdn.sanity.io); previews never (docs/DEPLOYMENT.md). */
      useCdn?: boolean;
    };

/** Thrown when the content-loader client configuration is missing or inconsistent. */
export class ContentSetupError extends Error {
  override name = 'ContentSetupError';
}

/**
 * Reads the content configuration from the environment.
 * - No Sanity project configured (and CONTENT_SOURCE unset or `embedded`): the embedded dataset.
 * - `SANITY_PROJECT_ID` (all groups) and/or `SANITY_PROJECT_ID_{GROUP}` (NATMUS, SLOTTE, VIKINGETID),
 *   `SANITY_DATASET` (default `stage`), `SANITY_API_HOST`, `SANITY_VIEWER_TOKEN` (or `SANITY_READ_TOKEN`),
 *   `SANITY_USE_CDN=true` (published queries through Sanity's API CDN): live Sanity.
 * - `CONTENT_SOURCE=live` without any project id: a setup error at start-up.
 */
export function contentConfigFromEnv(env: Record<string, string | undefined> = process.env): ContentConfig {
  const requested = env.CONTENT_SOURCE?.trim();
  if (requested && requested !== 'live' && requested !== 'embedded') {
    throw new ContentSetupError(`CONTENT_SOURCE must be "live" or "embedded", not "${requested}"`);
  }
  const dataset = env.SANITY_DATASET?.trim() || DEFAULT_DATASET;
  const projects: Partial<Record<ContentGroup, LiveProject>> = {};
  for (const group of contentGroups) {
    const projectId = env[`SANITY_PROJECT_ID_${group.toUpperCase()}`]?.trim() || env.SANITY_PROJECT_ID?.trim();
    if (projectId) projects[group] = { projectId, dataset };
  }
  const anyProject = Object.keys(projects).length > 0;
  if (requested === 'embedded' || (!requested && !anyProject)) {
    return {
      kind: 'embedded',
      datasetFile: resolve(env.CONTENT_DATASET ?? 'fixtures/content/dataset.ndjson'),
      mediaDir: resolve(env.CONTENT_MEDIA ?? 'fixtures/content/media'),
    };
  }
  if (!anyProject) {
    throw new ContentSetupError(
      'Missing content-loader client configuration: CONTENT_SOURCE=live needs SANITY_PROJECT_ID ' +
        '(or SANITY_PROJECT_ID_NATMUS, SANITY_PROJECT_ID_SLOTTE, SANITY_PROJECT_ID_VIKINGETID)',
    );
  }
  return {
    kind: 'live',
    projects,
    apiHost: env.SANITY_API_HOST?.trim() || undefined,
    token: env.SANITY_VIEWER_TOKEN?.trim() || env.SANITY_READ_TOKEN?.trim() || undefined,
    useCdn: env.SANITY_USE_CDN?.trim() === 'true',
  };
}

/** The live project for a site; the spec's error when the site's group has none. */
export function liveProjectForSite(config: Extract<ContentConfig, { kind: 'live' }>, site: string): LiveProject {
  const project = config.projects[getSite(site).contentGroup];
  if (!project) throw new Error(`No CMS found for site ${site}`);
  return project;
}
