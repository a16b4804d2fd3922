/**
 * What a Sanity Studio gives the Presentation tool (docs/EDITORS.md has the `sanity.config.ts`): this module imports
 * nothing from Node or the server, so the Studio's bundler takes it as it is (tests/architecture/imports.test.ts).
 */

import { PREVIEW_ENABLE_PATH } from '../preview/paths';
import { type HostConfig, hostConfigFromEnv } from '../sites/hosts';
import { type ContentGroup, type SiteId, siteIds, sites } from '../sites/registry';
import { documentLocations } from './locations';
import { mainDocuments } from './mainDocuments';
import type { DocumentLocationResolver, DocumentResolver } from './sanityTypes';

/**
 * Other origins than production's (staging, a local server): `hostConfigFromEnv({ SITE_ORIGINS: '{"natmus":…}' })`,
 * naming every site the Studio previews (the others get the development origins).
 */
export { hostConfigFromEnv } from '../sites/hosts';
export { documentLocations, hasLocations, LOCATIONS_QUERY, locationsState } from './locations';
export { mainDocumentFilter, mainDocuments } from './mainDocuments';
export type * from './sanityTypes';

/** The sites' public origins: production's, unless a Studio passes its own (staging, a local server). */
const productionHosts = (): HostConfig => hostConfigFromEnv({ SITE_ORIGINS: 'production' });

/** `presentationTool({ resolve })`: where each document appears, and which document each URL shows. */
export function presentationResolve(hosts: HostConfig = productionHosts()): {
  locations: DocumentLocationResolver;
  mainDocuments: DocumentResolver[];
} {
  return { locations: documentLocations(hosts), mainDocuments: mainDocuments(hosts) };
}

/**
 * `presentationTool({ previewUrl })` for a site: the preview opens on its origin and enters preview through the
 * site's handshake route (/api/preview/enable; the tool adds its secret, the path and the perspective).
 */
export function presentationPreviewUrl(
  site: SiteId,
  hosts: HostConfig = productionHosts(),
): { initial: string; previewMode: { enable: string } } {
  return { initial: hosts.origins[site], previewMode: { enable: PREVIEW_ENABLE_PATH } };
}

/** `presentationTool({ allowOrigins })`: the origins of the sites that share a content project (a Studio's sites). */
export function presentationAllowOrigins(group: ContentGroup, hosts: HostConfig = productionHosts()): string[] {
  return siteIds.filter((site) => sites[site].contentGroup === group).map((site) => hosts.origins[site]);
}
