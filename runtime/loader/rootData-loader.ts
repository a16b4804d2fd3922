import type { Locale } from '@design-system/i18n/locales';
import { noteDegraded, noteRefs } from '../cache/renderNotes';
import { collectRefs, type DocumentRefs } from '../cache/surrogateKeys';
import { ROOT_DATA_QUERY } from '../cms/rootData/rootData.query';
import { type CmsRootData, rootDataResultSchema } from '../cms/rootData/rootData.schema';
import type { ContentSource, Perspective } from '../cms/source/source';
import { isSiteId } from '../sites/registry';
import { LOADER_ERRORS, LoaderInputError } from './errors';

/** How long root data (navigation and site config) is reused per site and locale. */
export const ROOT_DATA_TTL_MS = 60_000;

interface CachedRootData {
  value: CmsRootData;
  /** The documents it shows (navigation, site config, opening hours, linked pages): every page names them. */
  refs: DocumentRefs;
  expires: number;
}

const cache = new Map<string, CachedRootData>();
/** Loads under way, per key: concurrent requests for the same root data share one query. */
const inflight = new Map<string, Promise<CachedRootData>>();

async function fetchRootData(
  source: ContentSource,
  site: string,
  locale: Locale,
  perspective: Perspective,
): Promise<CachedRootData> {
  const raw = await source.fetch(site, ROOT_DATA_QUERY, { site, locale }, perspective);
  return { value: rootDataResultSchema.parse(raw), refs: collectRefs(raw), expires: 0 };
}

/**
 * Navigation and site config for a site and locale; validated; cached per site and locale (published only),
 * one query for all the requests that want it at once. When the CMS fails after the cache expired, the last
 * good value is used (stale-if-error). The documents it shows are noted for the response's surrogate keys.
 */
export async function loadRootData(
  request: { site?: string | null; locale?: string | null },
  source: ContentSource,
  options: { perspective?: Perspective; now?: number } = {},
): Promise<CmsRootData> {
  if (!request.locale) throw new LoaderInputError(LOADER_ERRORS.rootLocaleRequired);
  if (!request.site) throw new LoaderInputError(LOADER_ERRORS.rootSiteRequired);
  if (!isSiteId(request.site)) throw new LoaderInputError(LOADER_ERRORS.unknownSite(request.site));
  const site = request.site;
  const locale = request.locale as Locale;
  const perspective = options.perspective ?? 'published';
  if (perspective !== 'published') {
    const loaded = await fetchRootData(source, site, locale, perspective);
    noteRefs(loaded.refs);
    return loaded.value;
  }
  const now = options.now ?? Date.now();
  const key = `${site}|${locale}|${perspective}`;
  const hit = cache.get(key);
  if (hit && hit.expires > now) {
    noteRefs(hit.refs);
    return hit.value;
  }
  let loading = inflight.get(key);
  if (!loading) {
    loading = fetchRootData(source, site, locale, perspective)
      .then((loaded) => {
        const entry = { ...loaded, expires: (options.now ?? Date.now()) + ROOT_DATA_TTL_MS };
        cache.set(key, entry);
        return entry;
      })
      .finally(() => inflight.delete(key));
    inflight.set(key, loading);
  }
  try {
    const loaded = await loading;
    noteRefs(loaded.refs);
    return loaded.value;
  } catch (error) {
    if (hit) {
      console.warn(`[content] Root data for ${key} failed; using the last good value`, error);
      noteRefs(hit.refs);
      return hit.value;
    }
    throw error;
  }
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
    noteDegraded('root-data');
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

/** Forget the cached root data that shows any of these documents (published ids); returns how many went. */
export function forgetRootDataShowing(ids: readonly string[]): number {
  let forgotten = 0;
  for (const [key, entry] of cache) {
    if (ids.some((id) => entry.refs.ids.has(id))) {
      cache.delete(key);
      forgotten += 1;
    }
  }
  return forgotten;
}
