import type { Locale } from '@design-system/i18n/locales';
import { pagePath } from '../i18n/paths';
import type { HostConfig } from './hosts';
import { isSiteId, type SiteId } from './registry';

/** Where a page lives: its site, locale and slug ('' or absent for a front page). */
export interface PageAddress {
  site?: string | null;
  locale: Locale;
  slug?: string | null;
}

/**
 * The href of a page as seen from the current site: relative on the same site, an absolute URL on
 * the other site's configured origin for a cross-site link.
 */
export function pageHref(target: PageAddress, currentSite: SiteId, hosts: HostConfig): string {
  const path = pagePath(target.locale, target.slug);
  if (!target.site || target.site === currentSite || !isSiteId(target.site)) return path;
  return absoluteUrl(target.site, path, hosts);
}

/** An absolute URL on a site's configured origin (never the request's Host header). */
export function absoluteUrl(site: SiteId, path: string, hosts: HostConfig): string {
  return new URL(path, hosts.origins[site]).toString();
}

/**
 * The `@id` of one of a site's own nodes in its structured data (runtime/render/structuredData.ts gives them): its
 * organization, its place, its website. Pages refer to them by this id (publisher, organizer).
 */
export function siteNodeId(site: SiteId, node: 'organization' | 'place' | 'website', hosts: HostConfig): string {
  return `${absoluteUrl(site, '/', hosts)}#${node}`;
}
