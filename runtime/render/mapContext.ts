import type { Locale } from '@design-system/i18n/locales';
import type { MapContext } from '../cms/content/context';
import { type ImageUrls, sanityImageUrls } from '../cms/content/image.mapper';
import type { ContentConfig } from '../cms/source/config';
import { liveProjectForSite } from '../cms/source/config';
import type { HostConfig } from '../sites/hosts';
import type { SiteId } from '../sites/registry';

const imageUrlCache = new Map<string, ImageUrls>();

/** Image URLs for a site: its live project's CDN, or the embedded media route. */
export function imageUrlsFor(site: SiteId, config: ContentConfig): ImageUrls {
  const project =
    config.kind === 'embedded' ? { projectId: 'embedded', dataset: 'stage' } : liveProjectForSite(config, site);
  const key = `${config.kind}:${project.projectId}/${project.dataset}`;
  let urls = imageUrlCache.get(key);
  if (!urls) {
    urls = sanityImageUrls({ ...project, embedded: config.kind === 'embedded' });
    imageUrlCache.set(key, urls);
  }
  return urls;
}

export function mapContextFor(
  site: SiteId,
  locale: Locale,
  hosts: HostConfig,
  config: ContentConfig,
  today?: string,
): MapContext {
  return { site, locale, hosts, images: imageUrlsFor(site, config), ...(today ? { today } : {}) };
}
