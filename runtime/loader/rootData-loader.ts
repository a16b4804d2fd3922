import type { Locale } from '../../design-system/i18n/locales';
import { ROOT_DATA_QUERY } from '../cms/queries/rootData.query';
import { type CmsRootData, rootDataResultSchema } from '../cms/schemas/rootData.schema';
import type { ContentSource, Perspective } from '../cms/source';
import { isSiteId } from '../sites/registry';
import { LOADER_ERRORS, LoaderInputError } from './errors';

/** How long root data (navigation and site config) is reused per site and locale. */
export const ROOT_DATA_TTL_MS = 60_000;

const cache = new Map<string, { value: CmsRootData; expires: number }>();

/**
 * Navigation and site config for a site and locale; validated; cached per site and locale. When
 * the CMS fails after the cache expired, the last good value is used (stale-if-error).
 */
export async function loadRootData(
  request: { site?: string | null; locale?: string | null },
  source: ContentSource,
  options: { perspective?: Perspective; now?: number } = {},
): Promise<CmsRootData> {
  if (!request.locale) throw new LoaderInputError(LOADER_ERRORS.rootLocaleRequired);
  if (!request.site) throw new LoaderInputError(LOADER_ERRORS.rootSiteRequired);
  if (!isSiteId(request.site)) throw new LoaderInputError(LOADER_ERRORS.unknownSite(request.site));
  const locale = request.locale as Locale;
  const perspective = options.perspective ?? 'published';
  const now = options.now ?? Date.now();
  const key = `${request.site}|${locale}|${perspective}`;
  const hit = cache.get(key);
  if (hit && hit.expires > now && perspective === 'published') return hit.value;
  let value: CmsRootData;
  try {
    const raw = await source.fetch(request.site, ROOT_DATA_QUERY, { site: request.site, locale }, perspective);
    value = rootDataResultSchema.parse(raw);
  } catch (error) {
    if (hit && perspective === 'published') {
      console.warn(`[content] Root data for ${key} failed; using the last good value`, error);
      return hit.value;
    }
    throw error;
  }
  if (perspective === 'published') cache.set(key, { value, expires: now + ROOT_DATA_TTL_MS });
  return value;
}

/** Root data, or null when building it fails (logged): the shell then shows the empty fallback. */
export async function loadRootDataOrFallback(
  request: { site: string; locale: string },
  source: ContentSource,
  options: { perspective?: Perspective } = {},
): Promise<CmsRootData | null> {
  try {
    return await loadRootData(request, source, options);
  } catch (error) {
    console.error('[content] Root data failed; using the empty fallback', error);
    return null;
  }
}

/** Forget cached root data: of the given sites, or all (tests; the publish webhook). */
export function clearRootDataCache(sites?: readonly string[]): void {
  if (!sites) {
    cache.clear();
    return;
  }
  for (const key of cache.keys()) if (sites.includes(key.split('|')[0] as string)) cache.delete(key);
}
